/**
 * The one way the product connects to an address a user gave it (see STYLE.md, "Outbound
 * connections"):
 * - HTTP: `egressFetch` (the SEO crawler, SMS provider base URLs, and outbound webhooks when they
 *   come: a POST with a body, which never follows a redirect to another origin);
 * - raw TCP/TLS: `egressConnect` (POP3 mailbox tests, MX probes), and nodemailer transports whose
 *   sockets egress opens: `createSmtpTransport` / `createSmtpPoolTransport`;
 * - hosts the operator configured go through `fixedHostFetch` / `fixedHostConnect` (or an SMTP
 *   transport with reach "operator"), so every outbound call names which kind it is.
 * Failures are `EgressError`s of a class, with a sentence that never quotes the remote side.
 */
export {
  checkUrl,
  egressAgents,
  egressFetch,
  fixedHostFetch,
  MAX_BYTES,
  MAX_REDIRECTS,
  REQUEST_TIMEOUT_MS,
  type EgressFetchOptions,
  type EgressResponse,
  type Hop,
} from "./http";
export { egressStream, type EgressStreamOptions, type EgressStreamResponse } from "./stream";
export { egressConnect, fixedHostConnect, type EgressConnectOptions } from "./connect";
export { createSmtpPoolTransport, createSmtpTransport, SMTP_PORTS, smtpFailure, type SmtpReach } from "./smtp";
export { EgressError, failureSentence, type BlockReason, type EgressFailure } from "./errors";
export {
  checkTarget,
  currentPolicy,
  isAllowed,
  parseAllowHosts,
  resolveChecked,
  setEgressAllowHostsForTests,
  setEgressResolverForTests,
  type EgressPolicy,
  type Resolved,
  type Resolver,
} from "./policy";
export { classifyAddress, type AddressClass } from "./ip";
