import "server-only";
import { fixedHostFetch } from "@/server/egress";
import { rebase, runtime, type PlatformConfig } from "./config";
import { ConnectorError, type Connector, type HttpAnswer, type HttpRequest, type PlatformApi, type Verdict } from "./types";

/** Where the engine gets a usable access token, and a fresh one when the platform rejects it. */
export type TokenSource = { current: () => Promise<string>; refresh: () => Promise<string> };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Seconds or a date in Retry-After. */
export function retryAfterMs(headers: Headers): number | null {
  const value = headers.get("retry-after");
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const at = Date.parse(value);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

/** The engine's reading of an answer when the connector has no opinion. */
export function defaultVerdict(answer: HttpAnswer): Verdict | null {
  if (answer.status >= 200 && answer.status < 300) return null;
  if (answer.status === 401) return { kind: "reauth", reason: "The platform rejected the access token." };
  if (answer.status === 429) return { kind: "retry", afterMs: retryAfterMs(answer.headers) ?? 5_000, reason: "rate limited" };
  if (answer.status >= 500) return { kind: "retry", afterMs: 2_000, reason: `platform error ${answer.status}` };
  if (answer.status === 403)
    return { kind: "fail", message: "The platform refused access to this account. Check that the connected user still has access, or reconnect." };
  return { kind: "fail", message: `The platform answered ${answer.status}: ${answer.text.slice(0, 200)}` };
}

function buildUrl(req: HttpRequest, config: PlatformConfig): string {
  const url = new URL(rebase(req.url, config.baseUrl));
  for (const [k, v] of Object.entries(req.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v));
  return url.toString();
}

/**
 * An HTTP client for one connection. Each call: credentials from the connector, the platform's
 * throttle signals read by its `judge` (then the status), waits and retries on throttles and 5xx
 * (capped by `runtime`), one token refresh and retry on an expired token, and a ConnectorError in
 * plain words when it gives up.
 */
export function createPlatformApi(connector: Connector, config: PlatformConfig, tokens: TokenSource, extra: Record<string, string>): PlatformApi {
  const base = { extra, settings: config.settings };

  async function send(req: HttpRequest, binary: boolean): Promise<{ answer: HttpAnswer; bytes?: Buffer }> {
    let refreshed = false;
    let token = req.auth === "none" ? "" : await tokens.current();
    for (let attempt = 1; ; attempt++) {
      const headers: Record<string, string> = { accept: binary ? "*/*" : "application/json", ...(req.headers ?? {}) };
      if (req.auth !== "none") Object.assign(headers, connector.authHeaders ? connector.authHeaders(token, base) : { authorization: `Bearer ${token}` });
      let body: string | undefined;
      if (req.json !== undefined) {
        headers["content-type"] = "application/json";
        body = JSON.stringify(req.json);
      } else if (req.form) {
        headers["content-type"] = "application/x-www-form-urlencoded";
        body = new URLSearchParams(req.form).toString();
      }
      let res: Response;
      try {
        res = await fixedHostFetch(buildUrl(req, config), {
          method: req.method ?? (body ? "POST" : "GET"),
          headers,
          body,
          signal: AbortSignal.timeout(120_000),
        });
      } catch (error) {
        if (attempt >= runtime.attempts)
          throw new ConnectorError(`Couldn't reach the platform: ${error instanceof Error ? error.message : String(error)}`, "network");
        await sleep(Math.min(runtime.maxRetryDelayMs, 1000 * 2 ** (attempt - 1)));
        continue;
      }
      const bytes = binary && res.ok ? Buffer.from(await res.arrayBuffer()) : undefined;
      const text = bytes ? "" : await res.text();
      let parsed: unknown = text;
      if (text && /json/.test(res.headers.get("content-type") ?? "json")) {
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = text;
        }
      }
      const answer: HttpAnswer = { status: res.status, headers: res.headers, body: parsed, text };
      const verdict = connector.judge?.(answer) ?? defaultVerdict(answer);
      if (!verdict) return { answer, bytes };
      if (verdict.kind === "reauth" && !refreshed && req.auth !== "none") {
        refreshed = true;
        token = await tokens.refresh();
        continue;
      }
      if (verdict.kind === "reauth") throw new ConnectorError("The platform no longer accepts this connection. Reconnect it to resume syncing.", "auth");
      if (verdict.kind === "fail") throw new ConnectorError(verdict.message, "platform");
      if (attempt >= runtime.attempts)
        throw new ConnectorError(`The platform kept refusing requests (${verdict.reason}). The sync will try again later.`, "throttled");
      await sleep(Math.min(runtime.maxRetryDelayMs, verdict.afterMs > 0 ? verdict.afterMs : 1000 * 2 ** (attempt - 1)));
    }
  }

  return {
    ...base,
    async request<T>(req: HttpRequest) {
      return (await send(req, false)).answer.body as T;
    },
    async requestBytes(req: HttpRequest) {
      const { bytes } = await send(req, true);
      return bytes ?? Buffer.alloc(0);
    },
  };
}
