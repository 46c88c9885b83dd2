import "server-only";
import { cookiesOf, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { clientIp } from "@/server/auth/client-ip";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import { checkSameOriginJson } from "@/server/http/same-origin";
import { WindowLimiter } from "@/server/http/window-limiter";
import { PRODUCT_CONSENT_CHOICES_PER_MINUTE } from "../contracts/product-analytics.constants";
import { recordConsentChoice } from "./consent.service";

/**
 * POST PRODUCT_CONSENT_PATH: the product banner's record of a choice (spec §4: when, what, which
 * banner text version). Scope `product`, with the signed-in person and their active workspace when
 * there is one (the public pages' visitors are their anonymous id only). Only the product's own pages
 * may send it (JSON, same origin); each address is held to a few choices a minute.
 */
const answer = (status: number, body: Record<string, unknown>) =>
  Response.json(body, { status, headers: { "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" } });

/** A few choices a minute per address, in this process. */
const choices = new WindowLimiter(PRODUCT_CONSENT_CHOICES_PER_MINUTE);

const field = (body: Record<string, unknown>, key: string) => body[key] as never;

export async function handleProductConsent(db: Db, request: Request, now: Date = new Date()): Promise<Response> {
  const origin = checkSameOriginJson(request.headers);
  if (!origin.ok) return answer(403, { message: origin.message });
  if (!choices.take(clientIp(request.headers) ?? "unknown", 1, now.getTime()).ok)
    return answer(429, { message: "Too many choices at once. Try again in a minute." });
  const body: unknown = await request.json().catch(() => null);
  if (!body || typeof body !== "object" || Array.isArray(body)) return answer(400, { message: "Send the choice as a JSON object." });
  const b = body as Record<string, unknown>;
  const cookies = cookiesOf(request.headers);
  const session = await readSession(cookies, request.headers);
  const membership = session ? await resolveMembership(db, session, cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  try {
    const { id } = await recordConsentChoice(
      db,
      {
        scope: "product",
        workspaceId: membership?.tenant.workspaceId ?? null,
        userId: membership ? session!.userId : null,
        visitorId: field(b, "visitorId"),
        analytics: field(b, "analytics"),
        advertising: field(b, "advertising"),
        bannerVersion: field(b, "bannerVersion"),
        source: field(b, "source"),
        pageUrl: field(b, "pageUrl"),
      },
      now,
    );
    return answer(201, { id });
  } catch (error) {
    if (error instanceof InvalidError) return answer(400, { message: error.message });
    throw error;
  }
}

export const resetProductConsentLimitsForTests = () => choices.clear();
