import "server-only";
import { and, eq } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import { open, seal } from "@/server/crypto/vault";
import type { Db } from "@/server/db/client";
import { createSmtpTransport, smtpFailure } from "@/server/egress";
import { InvalidError } from "@/server/errors";
import { MAIL_OFF_HINT } from "@/server/mail/mailer";
import type { DomainSmtpInput } from "../contracts/domains.contracts";
import { sendingDomains } from "../db/domains.table";
import { serverSmtpConfig } from "../transport/smtp-pool";
import { domainRowOf, domainView, type DomainRow, type DomainView } from "./domains.service";

/** A connection test gives up after this long: a wrong host shouldn't hold the page for minutes. */
const TEST_TIMEOUT_MS = 10_000;

/** The password to use: the one typed, or (left out) the saved one; an empty string is none. */
function passwordFor(input: DomainSmtpInput, row: DomainRow): string | null {
  if (input.password !== undefined) return input.password === "" ? null : input.password;
  if (!row.smtpPasswordSealed) return null;
  try {
    return open(row.smtpPasswordSealed);
  } catch {
    throw new InvalidError(`The saved SMTP password of ${row.domain} can't be read (the server's encryption key changed). Enter it again.`, {
      password: "Enter the password again",
    });
  }
}

/** Saves (or, with no host, clears) the domain's own SMTP server. The password is sealed and never returned. */
export async function saveDomainSmtp(db: Db, tenant: Tenant, input: DomainSmtpInput): Promise<DomainView> {
  const row = await domainRowOf(db, tenant, input.id);
  const values = input.host
    ? {
        smtpHost: input.host,
        smtpPort: input.port,
        smtpSecure: input.secure,
        smtpUser: input.user,
        smtpPasswordSealed: input.password === undefined ? row.smtpPasswordSealed : input.password === "" ? null : seal(input.password),
      }
    : { smtpHost: null, smtpPort: null, smtpSecure: false, smtpUser: null, smtpPasswordSealed: null };
  const [updated] = await db
    .update(sendingDomains)
    .set(values)
    .where(and(eq(sendingDomains.workspaceId, tenant.workspaceId), eq(sendingDomains.id, row.id)))
    .returning();
  return domainView(updated!);
}

export type SmtpTestResult = { ok: boolean; message: string };

/**
 * Connects to the SMTP server given (or, with no host, the server's own) and logs in: nodemailer's
 * verify(). A host typed here is reached through egress (public addresses and mail ports only,
 * unless EGRESS_ALLOW_HOSTS allows it). A failure is a result with a class sentence ("The server
 * refused the connection.", "That address isn't a mail server."), never the server's own words.
 */
export async function testDomainSmtp(db: Db, tenant: Tenant, input: DomainSmtpInput): Promise<SmtpTestResult> {
  const row = await domainRowOf(db, tenant, input.id);
  const server = input.host
    ? { host: input.host, operatorHost: false, port: input.port, secure: input.secure, user: input.user, pass: passwordFor(input, row) }
    : serverSmtpConfig();
  if (!server) throw new InvalidError(`Enter an SMTP host to test. ${MAIL_OFF_HINT}`, { host: "Enter an SMTP host" });
  const transport = createSmtpTransport(
    {
      host: server.host,
      port: server.port,
      secure: server.secure,
      auth: server.user ? { user: server.user, pass: server.pass ?? "" } : undefined,
      connectionTimeout: TEST_TIMEOUT_MS,
      greetingTimeout: TEST_TIMEOUT_MS,
      socketTimeout: TEST_TIMEOUT_MS,
      logger: false,
    },
    server.operatorHost ? "operator" : "user",
  );
  const where = `${server.host}:${server.port}`;
  try {
    await transport.verify();
    return { ok: true, message: server.user ? `Connected to ${where} and signed in as ${server.user}.` : `Connected to ${where}.` };
  } catch (error) {
    return { ok: false, message: `Couldn't use ${where}: ${smtpFailure(error, TEST_TIMEOUT_MS).message}` };
  } finally {
    transport.close();
  }
}
