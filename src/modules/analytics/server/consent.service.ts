import "server-only";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { consentChoiceInput, type ConsentChoiceInput } from "../contracts/consent.contracts";
import { analyticsConsentChoices } from "../db/consent.table";

/** A page address as recorded: no query string or fragment (they may carry ids or e-mail addresses). */
function bareUrl(raw: string | null | undefined): string | null {
  if (!raw) return null;
  const url = new URL(raw);
  return `${url.origin}${url.pathname}`;
}

/** Records one consent choice (append-only). Bad input is an InvalidError with the first problem's words. */
export async function recordConsentChoice(db: Db, input: ConsentChoiceInput, now: Date = new Date()): Promise<{ id: string }> {
  const parsed = consentChoiceInput.safeParse(input);
  if (!parsed.success) throw new InvalidError(parsed.error.issues[0]?.message ?? "The consent choice can't be read.");
  const v = parsed.data;
  const [row] = await db
    .insert(analyticsConsentChoices)
    .values({
      scope: v.scope,
      workspaceId: v.workspaceId ?? null,
      userId: v.userId ?? null,
      visitorId: v.visitorId,
      analytics: v.analytics,
      advertising: v.advertising,
      bannerVersion: v.bannerVersion,
      source: v.source,
      pageUrl: bareUrl(v.pageUrl),
      recordedAt: now,
    })
    .returning({ id: analyticsConsentChoices.id });
  return { id: row!.id };
}
