/**
 * How an outbound connection failed, as a class. The message is a sentence for the person who typed
 * the address; it never carries the remote side's bytes (a greeting, a body, an error text it sent).
 * `detail` names what was checked (the host, the address and its range) for callers that phrase
 * their own sentence (the SEO audit); it holds only what the user typed and what DNS answered. Pure.
 */
import type { AddressClass } from "./ip";

export type EgressFailure =
  "blocked" | "refused" | "timed out" | "not found" | "TLS error" | "too large" | "redirects" | "not a mail server" | "closed" | "network" | "cancelled";

/** Why a target was blocked before any connection. */
export type BlockReason = "syntax" | "scheme" | "credentials" | "port" | "name" | "address";

export type EgressErrorInit = {
  reason?: BlockReason;
  /** The range of the refused address (reason "address"), or of a refused name ("metadata"). */
  addressClass?: Exclude<AddressClass, "public">;
  /** What was refused, in facts: "10.0.0.1 is a private network address". */
  detail?: string;
  /** The refused port (reason "port") or scheme (reason "scheme"). */
  port?: number;
  scheme?: string;
  host?: string;
  timeoutMs?: number;
  /** Which redirect rule stopped the request (kind "redirects"). */
  redirect?: "loop" | "too-many" | "invalid" | "body";
};

const rangeSentence: Record<Exclude<AddressClass, "public">, string> = {
  loopback: "That address is this server itself, so we can't connect to it.",
  private: "That address is on a private network, so we can't connect to it.",
  cgnat: "That address is on a private network, so we can't connect to it.",
  "link-local": "That address is on a private network, so we can't connect to it.",
  metadata: "That address belongs to the hosting provider's internal services, so we can't connect to it.",
  multicast: "That address isn't a single server, so we can't connect to it.",
  broadcast: "That address isn't a single server, so we can't connect to it.",
  unspecified: "That address isn't a server we can connect to.",
  reserved: "That address is reserved and isn't a server we can connect to.",
};

/** The sentence a person sees for a failure of this class. */
export function failureSentence(kind: EgressFailure, init: EgressErrorInit = {}): string {
  switch (kind) {
    case "blocked":
      switch (init.reason) {
        case "syntax":
          return "That isn't a valid address. Check it and try again.";
        case "scheme":
          return init.scheme === "http" ? "Use an https:// address." : "Only http and https addresses can be used.";
        case "credentials":
          return "Addresses with a user name or password in them can't be used.";
        case "port":
          return `We can't connect to port ${init.port ?? "that"} for this.`;
        case "name":
          return init.addressClass === "metadata" ? rangeSentence.metadata : "That name only exists inside a private network, so we can't connect to it.";
        default:
          return init.addressClass ? rangeSentence[init.addressClass] : "We can't connect to that address.";
      }
    case "refused":
      return "The server refused the connection.";
    case "timed out":
      return `No answer within ${Math.round((init.timeoutMs ?? 10_000) / 1000)} s.`;
    case "not found":
      return "We couldn't find that host. Check the address.";
    case "TLS error":
      return "The server's TLS certificate isn't valid, or it doesn't speak TLS on this port.";
    case "too large":
      return "The server's answer was too large.";
    case "redirects":
      return "The address redirected too many times, or somewhere we can't follow.";
    case "not a mail server":
      return "That address isn't a mail server.";
    case "closed":
      return "The server closed the connection.";
    case "cancelled":
      return "The request was stopped.";
    default:
      return "The connection failed.";
  }
}

export class EgressError extends Error {
  readonly reason?: BlockReason;
  readonly addressClass?: Exclude<AddressClass, "public">;
  readonly detail: string;
  readonly port?: number;
  readonly scheme?: string;
  readonly host?: string;
  readonly redirect?: EgressErrorInit["redirect"];

  constructor(
    readonly kind: EgressFailure,
    init: EgressErrorInit = {},
  ) {
    super(failureSentence(kind, init));
    this.name = "EgressError";
    this.reason = init.reason;
    this.addressClass = init.addressClass;
    this.detail = init.detail ?? this.message;
    this.port = init.port;
    this.scheme = init.scheme;
    this.host = init.host;
    this.redirect = init.redirect;
  }
}

const TLS_CODES = /^(ERR_SSL|ERR_TLS|CERT_|UNABLE_TO_|DEPTH_ZERO|SELF_SIGNED|HOSTNAME_MISMATCH|ERR_OSSL)/;

/** A socket or DNS error as its class (never its text, which may quote the remote side). */
export function classifyNetworkError(error: unknown, opts: { tls?: boolean; timeoutMs?: number } = {}): EgressError {
  if (error instanceof EgressError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const text = typeof code === "string" ? code : "";
  if (text === "ECONNREFUSED") return new EgressError("refused");
  if (text === "ETIMEDOUT" || text === "ESOCKETTIMEDOUT") return new EgressError("timed out", { timeoutMs: opts.timeoutMs });
  if (text === "ENOTFOUND" || text === "EAI_AGAIN" || text === "ENODATA") return new EgressError("not found");
  if (TLS_CODES.test(text) || text === "EPROTO") return new EgressError("TLS error");
  if (text === "ECONNRESET" || text === "EPIPE") return new EgressError(opts.tls ? "TLS error" : "closed");
  return new EgressError("network");
}
