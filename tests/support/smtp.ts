import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { to: string[]; raw: string; subject: string; text: string; /** The envelope sender (MAIL FROM). */ from?: string };

/** An answer the server gives instead of accepting, e.g. `{ code: 451, message: "4.7.1 Try again later" }`. */
export type SmtpAnswer = { code: number; message: string };

/** Undoes quoted-printable (soft line breaks and =XX escapes). */
export function decodeQuotedPrintable(body: string): string {
  const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}

/** The text/plain part of a MIME message, decoded. */
export function textPart(raw: string): string {
  const match = /Content-Type: text\/plain[^\r\n]*\r?\n(?:[^\r\n]+\r?\n)*?Content-Transfer-Encoding: ([^\r\n]+)\r?\n\r?\n([\s\S]*?)(?:\r?\n--|$)/i.exec(raw);
  if (!match) return raw;
  const [, encoding, body] = match;
  if (/quoted-printable/i.test(encoding!)) return decodeQuotedPrintable(body!);
  if (/base64/i.test(encoding!)) return Buffer.from(body!, "base64").toString("utf8");
  return body!;
}

const header = (raw: string, name: string) => new RegExp(`^${name}: (.*)$`, "mi").exec(raw)?.[1]?.trim() ?? "";

export type SmtpOptions = {
  /**
   * Refuse `RCPT TO` for the addresses this picks, with 550 5.1.1, as a mail server does for a mailbox
   * it doesn't have (the email verification probe's tests), or with the answer it returns (4xx or 5xx;
   * the send engine's tests). Unset: every recipient is accepted.
   */
  rejectRecipient?: (address: string) => boolean | SmtpAnswer | null | undefined;
};

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtp(onMail?: (mail: ReceivedMail) => void, listenPort = 0, options: SmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const { rejectRecipient } = options;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    ...(rejectRecipient
      ? {
          onRcptTo(address: { address: string }, _session: unknown, callback: (err?: Error | null) => void) {
            const answer = rejectRecipient(address.address);
            if (!answer) return callback();
            if (answer === true)
              return callback(Object.assign(new Error(`5.1.1 <${address.address}>: Recipient address rejected: User unknown`), { responseCode: 550 }));
            callback(Object.assign(new Error(answer.message), { responseCode: answer.code }));
          },
        }
      : {}),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : "";
        const mail = { to: session.envelope.rcptTo.map((r) => r.address), raw, subject: header(raw, "Subject"), text: textPart(raw), from };
        received.push(mail);
        onMail?.(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    async waitFor(to: string, timeoutMs = 10_000): Promise<ReceivedMail> {
      const until = Date.now() + timeoutMs;
      for (;;) {
        const mail = [...received].reverse().find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > until) throw new Error(`no mail for ${to}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const linkIn = (text: string) => /https?:\/\/\S+\/invite\/\S+/.exec(text)?.[0] ?? null;

/**
 * For an integration test file whose code sends mail: a local SMTP server, with the app's settings
 * pointed at it before anything reads them. Call from `beforeAll`; `close()` in `afterAll`.
 */
export async function useLocalSmtp(options: SmtpOptions = {}) {
  const smtp = await startSmtp(undefined, 0, options);
  process.env.SMTP_HOST = "127.0.0.1";
  process.env.SMTP_PORT = String(smtp.port);
  return smtp;
}
