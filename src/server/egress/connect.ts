import "server-only";
/**
 * Raw TCP and TLS to a host and port a user gave (an SMTP server, a POP3 mailbox, a domain's MX):
 * the host is checked, resolved (through the caller's resolver when it has one, e.g. the product's
 * DNS for MX hosts), every answer checked, the socket connected to a checked address, its peer
 * checked again, TLS negotiated when asked, all within one timeout. Failures are EgressErrors of a
 * class; nothing the remote side sent is quoted.
 *
 * `fixedHostConnect` is the same for a host the operator configured (SMTP_HOST): no address check.
 */
import net from "node:net";
import tls from "node:tls";
import { classifyNetworkError, EgressError } from "./errors";
import { checkTarget, currentPolicy, peerProblem, resolveChecked, type EgressPolicy, type Resolver, type Target } from "./policy";

export type EgressConnectOptions = {
  host: string;
  port: number;
  /** TLS from the first byte; `servername` defaults to the host when it is a name. */
  tls?: { servername?: string; ca?: string | Buffer } | boolean;
  timeoutMs: number;
  /** Ports this use may connect to (an allowed host:port may use any); null: any port. */
  allowedPorts: readonly number[] | null;
  /** Resolve host names with this instead of the policy's (the product's configured DNS). */
  resolver?: Resolver;
  policy?: EgressPolicy;
  noDelay?: boolean;
  keepAlive?: boolean;
};

type TlsOptions = Exclude<EgressConnectOptions["tls"], boolean | undefined>;

function open(
  address: string,
  family: 4 | 6,
  opts: { port: number; tls: TlsOptions | null; servername?: string; noDelay?: boolean; keepAlive?: boolean },
): net.Socket {
  const base = { host: address, port: opts.port, family, noDelay: opts.noDelay, keepAlive: opts.keepAlive };
  if (!opts.tls) return net.connect(base);
  const ca = opts.tls.ca ? [...tls.rootCertificates, String(opts.tls.ca)] : undefined;
  return tls.connect({ ...base, servername: opts.servername, ca });
}

/**
 * Settles a socket being opened: resolves with it once `wire` calls `finish(null)`, or destroys it and
 * rejects with a classed error (its own `finish(error)`, a socket error, or the timer after `waitMs`).
 */
function settle(
  socket: net.Socket,
  opts: { timeoutMs: number; waitMs: number; tlsUp?: () => boolean },
  wire: (finish: (error: EgressError | null) => void) => void,
): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const finish = (error: EgressError | null) => {
      clearTimeout(timer);
      socket.removeListener("error", onError);
      if (!error) return resolve(socket);
      socket.destroy();
      reject(error);
    };
    const onError = (error: Error) => finish(classifyNetworkError(error, { tls: opts.tlsUp?.() ?? false, timeoutMs: opts.timeoutMs }));
    const timer = setTimeout(() => finish(new EgressError("timed out", { timeoutMs: opts.timeoutMs })), Math.max(1, opts.waitMs));
    socket.once("error", onError);
    wire(finish);
  });
}

/** Connects to one address; resolves when connected (and TLS is up), rejects with a classed error. */
async function connectOne(address: string, family: 4 | 6, target: Target, opts: EgressConnectOptions, deadline: number): Promise<net.Socket> {
  const tlsOptions = opts.tls ? (opts.tls === true ? {} : opts.tls) : null;
  const servername = tlsOptions ? (tlsOptions.servername ?? (net.isIP(target.host) ? undefined : target.host)) : undefined;
  const socket = open(address, family, { port: target.port, tls: tlsOptions, servername, noDelay: opts.noDelay, keepAlive: opts.keepAlive });
  let tcpUp = false;
  return settle(socket, { timeoutMs: opts.timeoutMs, waitMs: deadline - Date.now(), tlsUp: () => Boolean(tlsOptions) && tcpUp }, (finish) => {
    socket.once("connect", () => {
      tcpUp = true;
      const problem = peerProblem(socket.remoteAddress, target);
      if (problem) return finish(problem);
      if (!tlsOptions) finish(null);
    });
    if (tlsOptions) socket.once("secureConnect", () => finish(null));
  });
}

/**
 * A connected socket to a checked address of host:port (a TLSSocket when `tls` is set), or an
 * EgressError: "blocked" before any connection, else "refused", "timed out", "not found", "TLS error"…
 * The caller owns the socket (its timeouts, its end).
 */
export async function egressConnect(opts: EgressConnectOptions): Promise<net.Socket> {
  const policy = opts.policy ?? currentPolicy();
  const deadline = Date.now() + opts.timeoutMs;
  const target = checkTarget(opts.host, opts.port, opts.allowedPorts, policy);
  const answers = await Promise.race([
    resolveChecked(target, opts.resolver ?? policy.resolver),
    new Promise<never>((_, reject) => setTimeout(() => reject(new EgressError("timed out", { timeoutMs: opts.timeoutMs })), opts.timeoutMs).unref()),
  ]);
  let last: EgressError = new EgressError("network");
  for (const answer of answers) {
    try {
      return await connectOne(answer.address, answer.family, target, opts, deadline);
    } catch (error) {
      last = error instanceof EgressError ? error : classifyNetworkError(error);
      // Only an address that couldn't be reached sends us to the next one.
      if (last.kind !== "refused" && last.kind !== "network") throw last;
      if (Date.now() >= deadline) break;
    }
  }
  throw last;
}

/** A connected socket to a host the operator configured (SMTP_HOST); errors classed the same way. */
export async function fixedHostConnect(opts: { host: string; port: number; timeoutMs: number; noDelay?: boolean; keepAlive?: boolean }): Promise<net.Socket> {
  const socket = net.connect({ host: opts.host, port: opts.port, noDelay: opts.noDelay, keepAlive: opts.keepAlive });
  return settle(socket, { timeoutMs: opts.timeoutMs, waitMs: opts.timeoutMs }, (finish) => socket.once("connect", () => finish(null)));
}
