import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { messageEvents, outbox } from "../db/sends.table";
import { addEvent, addToTimeline, afterChange, bumpSend, quoted, type MessageRef } from "./message-events";

/**
 * Opens and clicks of a message. Every one is an event; the first open and first click also stamp
 * the outbox row and count on the send, so the send's figures are unique opens and clicks. A send in
 * privacy mode (tracking off) records nothing, even if a tracked link reaches us.
 */

/** An open (the pixel loaded). The timeline gets the first one only: mail apps reload images often. */
export async function recordOpen(db: Db, ref: MessageRef, at = new Date()): Promise<{ recorded: boolean; first: boolean }> {
  if (!ref.trackOpens) return { recorded: false, first: false };
  const first = await db.transaction(async (tx) => {
    const [stamped] = await tx
      .update(outbox)
      .set({ openedAt: at })
      .where(and(eq(outbox.workspaceId, ref.workspaceId), eq(outbox.id, ref.id), isNull(outbox.openedAt)))
      .returning({ id: outbox.id });
    await addEvent(tx, ref, "open", {}, at);
    if (stamped) {
      await bumpSend(tx, ref, { opened: 1 });
      await addToTimeline(tx, ref, `Opened ${quoted(ref.sendName)}`, { occurredAt: at });
    }
    return Boolean(stamped);
  });
  if (first) await afterChange(ref);
  return { recorded: true, first };
}

/**
 * A click through a tracked link to `url`. A click implies an open (images may be blocked), so the
 * first click also counts the open if none was seen. The timeline gets each link once.
 */
export async function recordClick(db: Db, ref: MessageRef, url: string, at = new Date()): Promise<{ recorded: boolean; first: boolean }> {
  if (!ref.trackClicks) return { recorded: false, first: false };
  const first = await db.transaction(async (tx) => {
    const [opened] = await tx
      .update(outbox)
      .set({ openedAt: at })
      .where(and(eq(outbox.workspaceId, ref.workspaceId), eq(outbox.id, ref.id), isNull(outbox.openedAt)))
      .returning({ id: outbox.id });
    if (opened) {
      await bumpSend(tx, ref, { opened: 1 });
      await addEvent(tx, ref, "open", { impliedByClick: true }, at);
    }
    const [clicked] = await tx
      .update(outbox)
      .set({ clickedAt: at })
      .where(and(eq(outbox.workspaceId, ref.workspaceId), eq(outbox.id, ref.id), isNull(outbox.clickedAt)))
      .returning({ id: outbox.id });
    if (clicked) await bumpSend(tx, ref, { clicked: 1 });
    const [seen] = await tx
      .select({ id: messageEvents.id })
      .from(messageEvents)
      .where(
        and(
          eq(messageEvents.workspaceId, ref.workspaceId),
          eq(messageEvents.sendId, ref.sendId),
          eq(messageEvents.outboxId, ref.id),
          eq(messageEvents.kind, "click"),
          sql`${messageEvents.detail}->>'url' = ${url}`,
        ),
      )
      .limit(1);
    await addEvent(tx, ref, "click", { url }, at);
    if (!seen) await addToTimeline(tx, ref, `Clicked a link in ${quoted(ref.sendName)}`, { body: url, data: { url }, occurredAt: at });
    return Boolean(clicked);
  });
  if (first) await afterChange(ref);
  return { recorded: true, first };
}

/** The destination of a click link, if it may be redirected to: an absolute http(s) URL, normalised. */
export function safeDestination(url: string | null | undefined): string | null {
  if (!url || url.length > 8000) return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === "http:" || parsed.protocol === "https:" ? parsed.href : null;
  } catch {
    return null;
  }
}
