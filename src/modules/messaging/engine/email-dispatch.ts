import "server-only";
import { env, siteUrl } from "@/env";
import { open } from "@/server/crypto/vault";
import { composeEmailAsync, prepareEmail, type PreparedEmail } from "../render/compose";
import type { MimeAttachment } from "../render/mime";
import { serverSmtpConfig, smtpPoolFor, type SmtpConfig } from "../transport/smtp-pool";
import type { ClaimedRow } from "./claim";
import type { Outcome } from "./record";
import type { DomainRow, SendContext } from "./send-state";
import { Slots } from "./slots";
import { varsOf } from "./vars";

/** SMTP connections per mail server a process keeps open (the benchmark's baseline uses as many). */
export const POOL_CONNECTIONS = 5;

/**
 * Whether a permanent failure is about the recipient's address (no such mailbox, bad address,
 * disabled account), so the address is suppressed: an enhanced status 5.1.x or 5.2.1, or without
 * one a 550/551/553. A refusal of the content (5.7.x, spam policy) bounces the message only.
 */
export function isAddressFailure(code: number | undefined, message: string): boolean {
  const enhanced = /\b5\.(\d{1,3})\.(\d{1,3})\b/.exec(message);
  if (enhanced) return enhanced[1] === "1" || (enhanced[1] === "2" && enhanced[2] === "1");
  return code === 550 || code === 551 || code === 553;
}

/** The server's own sender (env MAIL_FROM): workspace mail of a workspace without a sending domain goes out as it. */
export function serverSender(): { name: string; address: string; host: string } {
  const value = env.MAIL_FROM.trim();
  const angled = /^(.*)<([^<>]+)>\s*$/.exec(value);
  const address = (angled ? angled[2]! : value).trim();
  const name = angled ? angled[1]!.trim().replace(/^"(.*)"$/, "$1") : "";
  return { name, address, host: address.slice(address.lastIndexOf("@") + 1).toLowerCase() };
}

/**
 * The domain's own SMTP server, or the server's; null when neither is set (mail is off). Without a
 * domain (workspace mail sent as the server), the server's.
 */
export function smtpConfigFor(domain: DomainRow | null): SmtpConfig | null {
  if (domain?.smtpHost) {
    return {
      host: domain.smtpHost,
      port: domain.smtpPort ?? 587,
      secure: domain.smtpSecure,
      user: domain.smtpUser,
      pass: domain.smtpPasswordSealed ? open(domain.smtpPasswordSealed) : null,
      maxConnections: POOL_CONNECTIONS,
    };
  }
  const server = serverSmtpConfig();
  return server && { ...server, maxConnections: POOL_CONNECTIONS };
}

/** The envelope sender (MAIL FROM) of one message: a bounce names its outbox row. */
export const bounceAddressOf = (outboxId: number, returnPathHost: string) => `bounce+${outboxId.toString(36)}@${returnPathHost}`;

/**
 * The prepared message of a send, made once per send per process (parsing templates, loading the
 * DKIM key). A send with attachments is prepared once per delivery run instead (not kept: its files
 * can be large).
 */
const prepared = new Map<string, PreparedEmail>();
const PREPARED_KEEP = 64;

function preparedFor(ctx: SendContext, domain: DomainRow | null, attachments: readonly MimeAttachment[]): PreparedEmail {
  const found = prepared.get(ctx.send.id);
  if (found) return found;
  const send = ctx.send;
  const server = domain ? null : serverSender();
  const made = prepareEmail({
    fromName: server ? server.name : (send.fromName ?? ctx.workspaceName),
    fromAddress: server ? server.address : `${send.fromLocal}@${domain!.domain}`,
    replyTo: send.replyTo ?? undefined,
    subject: send.subject ?? "",
    html: send.html ?? "",
    text: send.text ?? undefined,
    marketing: send.marketing,
    trackOpens: send.trackOpens,
    trackClicks: send.trackClicks,
    siteUrl: siteUrl(),
    postalAddress: ctx.settings.postalAddress,
    listId: send.listId && domain ? `${send.listId}.${domain.domain}` : undefined,
    // Replaced per message by envelopeSender (the row's own return path).
    bounceAddress: server ? server.address : `bounce@${domain!.returnPathHost}`,
    headers: { "Feedback-ID": `${send.id}:${send.workspaceId}:${send.kind}:amt` },
    // The server has no DKIM key of its own: its mail is signed (or not) by its mail server.
    dkim: domain ? { domain: domain.domain, selector: domain.dkimSelector, privateKeyPem: open(domain.dkimPrivateKeySealed) } : null,
    literal: send.system,
    attachments,
  });
  if (attachments.length > 0) return made;
  if (prepared.size >= PREPARED_KEEP) prepared.delete(prepared.keys().next().value!);
  prepared.set(ctx.send.id, made);
  return made;
}

/** MAIL FROM of one row: its VERP address at the domain's return path, or the server's sender (no return path of ours). */
const envelopeSender = (rowId: number, domain: DomainRow | null, message: PreparedEmail) =>
  domain ? bounceAddressOf(rowId, domain.returnPathHost) : message.spec.bounceAddress;

/**
 * Sends claimed rows through the pool with up to `concurrency` messages in flight; `dispatch`
 * resolves once every row has been handed out (not finished), so the worker claims the next batch
 * while these are still on the wire. Each finished message reports its outcome.
 */
export function emailDispatcher(
  ctx: SendContext,
  domain: DomainRow | null,
  config: SmtpConfig,
  opts: { concurrency: number; take: () => Promise<void>; report: (o: Outcome) => void; attachments?: readonly MimeAttachment[] },
) {
  const message = preparedFor(ctx, domain, opts.attachments ?? []);
  const pool = smtpPoolFor(config);
  const slots = new Slots(opts.concurrency);

  const sendOne = async (row: ClaimedRow) => {
    let composed;
    try {
      // RSA signing runs on libuv's thread pool while the event loop renders the next messages.
      composed = await composeEmailAsync(message, { outboxId: row.id, messageId: row.message_id, address: row.address, vars: varsOf(row, ctx.workspaceName) });
    } catch (error) {
      opts.report({ kind: "failed", id: row.id, error: error instanceof Error ? error.message : String(error) });
      return;
    }
    const result = await pool.send(composed.raw, { from: envelopeSender(row.id, domain, message), to: composed.envelope.to });
    if (result.ok) opts.report({ kind: "sent", id: row.id, contactId: row.contact_id });
    else if (result.kind === "temporary") opts.report({ kind: "temporary", id: row.id, error: result.message });
    else
      opts.report({
        kind: "permanent",
        id: row.id,
        contactId: row.contact_id,
        address: row.address,
        error: result.message,
        code: result.code ?? null,
        suppress: isAddressFailure(result.code, result.message),
      });
  };

  return {
    async dispatch(rows: ClaimedRow[]) {
      for (const row of rows) {
        await slots.acquire();
        await opts.take();
        void sendOne(row)
          .catch((error: unknown) => opts.report({ kind: "temporary", id: row.id, error: error instanceof Error ? error.message : String(error) }))
          .finally(() => slots.release());
      }
    },
    drain: () => slots.idle(),
  };
}
