import "server-only";
import type { BaseTransportOptions } from "@sentry/core";
import { env } from "@/env";
import { cookiesOf, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import { getDb } from "@/server/db/client";
import { getLogger } from "@/server/log";
import { LOCAL_SENTRY_DSN, SENTRY_SAMPLE_RATES } from "../../contracts/errors.constants";
import { readEnvelope, type EnvelopeItem } from "./envelope";
import { storeEnvelopeItems } from "./error-store";

/**
 * The server SDK (@sentry/nextjs 11.5.0, started by src/instrumentation.ts's register). With
 * NEXT_PUBLIC_SENTRY_DSN set it sends to that Sentry as usual (traces at 100%, spec §9); without one
 * its transport hands each envelope to the own receiver's store in this process (no HTTP, no
 * traces), with the workspace onRequestError found from the failing request's session.
 */
export async function startServerErrorReporting(): Promise<void> {
  const [Sentry, { createTransport }] = await Promise.all([import("@sentry/nextjs"), import("@sentry/core")]);
  const dsn = env.NEXT_PUBLIC_SENTRY_DSN;
  Sentry.init({
    dsn: dsn ?? LOCAL_SENTRY_DSN,
    ...(dsn
      ? { tracesSampleRate: SENTRY_SAMPLE_RATES.tracesSampleRate }
      : {
          transport: (options: BaseTransportOptions) =>
            createTransport(options, async (request) => {
              await storeServerEnvelope(request.body);
              return { statusCode: 200 };
            }),
        }),
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A server envelope (made in this process, so its workspace tag is ours): each error into its workspace's groups. */
export async function storeServerEnvelope(body: string | Uint8Array): Promise<void> {
  const envelope = readEnvelope(typeof body === "string" ? new TextEncoder().encode(body) : body);
  if (!envelope.ok) return;
  const byWorkspace = new Map<string, EnvelopeItem[]>();
  for (const item of envelope.items) {
    if (item.payload instanceof Uint8Array) continue;
    const tags = item.payload.tags as Record<string, unknown> | undefined;
    const workspaceId = typeof tags?.workspace_id === "string" && UUID.test(tags.workspace_id) ? tags.workspace_id : null;
    if (!workspaceId) continue;
    byWorkspace.set(workspaceId, [...(byWorkspace.get(workspaceId) ?? []), item]);
  }
  try {
    for (const [workspaceId, items] of byWorkspace) await storeEnvelopeItems(getDb(), workspaceId, items);
  } catch (error) {
    getLogger().error({ err: error }, "error reporting: a server error couldn't be stored");
  }
}

type RequestInfo = { path: string; method: string; headers: Record<string, string | string[] | undefined> };
type ErrorContext = { routerKind: string; routePath: string; routeType: string };

/** Next's onRequestError: the error, tagged with the signed-in person's workspace, to the SDK. */
export async function reportRequestError(error: unknown, request: RequestInfo, context: ErrorContext): Promise<void> {
  const Sentry = await import("@sentry/nextjs");
  let workspaceId: string | null = null;
  let userId: string | null = null;
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(", ") : value);
    const cookies = cookiesOf(headers);
    const session = await readSession(cookies, headers);
    const membership = session ? await resolveMembership(getDb(), session, cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
    workspaceId = membership?.tenant.workspaceId ?? null;
    userId = membership?.tenant.userId ?? null;
  } catch {
    // No workspace: the error still goes to a configured Sentry.
  }
  Sentry.withScope((scope) => {
    if (workspaceId) scope.setTag("workspace_id", workspaceId);
    if (userId) scope.setUser({ id: userId });
    Sentry.captureRequestError(error, request, context);
  });
}
