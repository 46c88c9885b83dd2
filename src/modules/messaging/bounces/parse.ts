import { simpleParser, type HeaderValue, type ParsedMail } from "mailparser";
import { messageIdsIn, outboxIdOfVerp, parseMessageId } from "./addresses";

/**
 * Reads the reports receiving servers send back about a message: delivery status notifications
 * (DSN, RFC 3464: multipart/report; report-type=delivery-status) and abuse reports of the feedback
 * loops (ARF, RFC 5965: report-type=feedback-report). mailparser decodes the MIME; the report part's
 * fields are read here. Pure: no database, no network.
 */

/** Which message a report is about, as far as the report tells. */
type Reference = {
  /** The returned message's Message-ID, without angle brackets (ours when one of ours was found). */
  messageId: string | null;
  /** The outbox id of the VERP envelope address the report was delivered to, if any. */
  verpOutboxId: number | null;
  /** The address the message was for, lower-cased (null when the report withholds it). */
  recipient: string | null;
};

export type BounceReport = Reference & {
  kind: "bounce";
  /** hard: the address can't receive mail (5.x.x); soft: a temporary failure (4.x.x, or delayed). */
  severity: "hard" | "soft";
  action: string | null;
  /** The enhanced status code, e.g. 5.1.1. */
  status: string | null;
  /** What the receiving server said, on one line. */
  diagnostic: string | null;
};

export type ComplaintReport = Reference & {
  kind: "complaint";
  /** abuse, fraud or virus. */
  feedbackType: string;
  userAgent: string | null;
};

export type MailReport = BounceReport | ComplaintReport;
/** A message that isn't a failure or complaint report (an auto-reply, a success notice…). */
export type IgnoredMessage = { kind: "ignored"; reason: string };
export type ParsedReport = MailReport | IgnoredMessage;

const DSN_TYPES = ["message/delivery-status", "message/global-delivery-status"];
const ARF_TYPES = ["message/feedback-report"];
const RETURNED_TYPES = ["message/rfc822", "text/rfc822-headers", "message/global", "message/global-headers"];
/** Feedback types that mean "this person reported the message"; not-spam and auth-failure aren't complaints. */
const COMPLAINT_TYPES = new Set(["abuse", "fraud", "virus"]);

/**
 * The header-style field blocks of a report part: the per-message fields, then one block per
 * recipient. Names are lower-cased; folded lines are joined with one space.
 */
export function parseFieldBlocks(text: string): Map<string, string>[] {
  const blocks: Map<string, string>[] = [];
  let current: Map<string, string> | null = null;
  let last: string | null = null;
  for (const line of text.replace(/\r\n?/g, "\n").split("\n")) {
    if (line.trim() === "") {
      current = null;
      last = null;
      continue;
    }
    if (/^[ \t]/.test(line) && current && last) {
      current.set(last, `${current.get(last)} ${line.trim()}`);
      continue;
    }
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    if (!current) blocks.push((current = new Map()));
    last = line.slice(0, colon).trim().toLowerCase();
    // A repeated field keeps its first value (a report names one recipient per block).
    if (!current.has(last)) current.set(last, line.slice(colon + 1).trim());
  }
  return blocks;
}

/** `rfc822; Bob@Example.org` → `bob@example.org`; `<a@b>` → `a@b`. */
export function addressOf(value: string | null | undefined): string | null {
  if (!value) return null;
  const bare = value.includes(";") ? value.slice(value.indexOf(";") + 1) : value;
  const address = bare.trim().replace(/^<|>$/g, "").trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(address) ? address : null;
}

/** The type prefix off a Diagnostic-Code (`smtp; 550 …`), whitespace collapsed, at most 500 characters. */
const diagnosticOf = (value: string | undefined) => {
  if (!value) return null;
  const text = (/^[a-z0-9-]+;/i.test(value) ? value.slice(value.indexOf(";") + 1) : value).replace(/\s+/g, " ").trim();
  return text ? text.slice(0, 500) : null;
};

/**
 * Hard or soft. A 5.x.x status is permanent (hard) and a 4.x.x one temporary (soft); a "delayed"
 * notice is always soft. The one permanent code treated as soft is X.2.2, mailbox full: the address
 * exists and mail will reach it once the person makes room (as the large sending services treat it).
 */
export function severityOf(action: string | null, status: string | null, diagnostic: string | null): "hard" | "soft" {
  if (action === "delayed") return "soft";
  const code = status ?? /\b([245])\.\d{1,3}\.\d{1,3}\b/.exec(diagnostic ?? "")?.[0] ?? null;
  if (code) return code.startsWith("4") || /^5\.2\.2$/.test(code) ? "soft" : "hard";
  const reply = /^\s*([45])\d\d\b/.exec(diagnostic ?? "")?.[1];
  if (reply) return reply === "4" ? "soft" : "hard";
  return "hard";
}

const headerText = (value: HeaderValue | undefined): string => {
  if (value === undefined || value === null) return "";
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return value.map((v) => headerText(v as HeaderValue)).join(", ");
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && "text" in value) return String(value.text);
  if (typeof value === "object" && "value" in value) return String(value.value);
  return "";
};

/** The first value of a field among the top-level header lines (mailparser keeps them raw). */
const topHeader = (mail: ParsedMail, name: string): string => headerText(mail.headers.get(name));

function pickMessageId(candidates: (string | null | undefined)[]): string | null {
  const found = candidates.flatMap((c) => (c ? [c.trim().replace(/^<|>$/g, "")] : [])).filter(Boolean);
  return found.find((id) => parseMessageId(id)) ?? found[0] ?? null;
}

function reference(
  mail: ParsedMail,
  raw: string,
  returned: Map<string, string> | undefined,
  extra: { messageId?: string; verp?: string[] },
  recipient: string | null,
): Reference {
  const bodyStart = raw.search(/\r?\n\r?\n/);
  const body = bodyStart >= 0 ? raw.slice(bodyStart) : "";
  const messageId = pickMessageId([
    returned?.get("message-id"),
    extra.messageId,
    // Gmail and Exchange thread their notices to the failed message.
    ...messageIdsIn(`${topHeader(mail, "in-reply-to")} ${topHeader(mail, "references")}`),
    // An attached message shown inline (some feedback loops) isn't split out by the parser.
    ...messageIdsIn(body),
  ]);
  const verpSources = [
    topHeader(mail, "delivered-to"),
    topHeader(mail, "x-original-to"),
    topHeader(mail, "envelope-to"),
    topHeader(mail, "to"),
    ...(extra.verp ?? []),
    returned?.get("return-path"),
  ];
  const verpOutboxId = verpSources.map(outboxIdOfVerp).find((id) => id !== null) ?? null;
  return { messageId, verpOutboxId, recipient };
}

/**
 * What a message from the bounce mailbox or a feedback loop reports: a hard or soft bounce, a
 * complaint, or nothing of interest (`ignored`, with why). Never throws on bad input.
 */
export async function parseMailReport(input: Buffer | string): Promise<ParsedReport> {
  const raw = typeof input === "string" ? input : input.toString("utf8");
  let mail: ParsedMail;
  try {
    mail = await simpleParser(input, { keepDeliveryStatus: true, skipHtmlToText: true, skipTextToHtml: true, skipTextLinks: true, skipImageLinks: true });
  } catch {
    return { kind: "ignored", reason: "The message couldn't be read as MIME." };
  }
  const contentType = mail.headers.get("content-type") as { value?: string; params?: Record<string, string> } | undefined;
  if (contentType?.value?.toLowerCase() !== "multipart/report") return { kind: "ignored", reason: "Not a delivery or feedback report." };
  const parts = mail.attachments.map((a) => ({ type: a.contentType.toLowerCase(), text: a.content.toString("utf8") }));
  const returnedPart = parts.find((p) => RETURNED_TYPES.includes(p.type));
  const returned = returnedPart ? parseFieldBlocks(returnedPart.text.split(/\r?\n\r?\n/)[0] ?? "")[0] : undefined;
  const reportType = contentType.params?.["report-type"]?.toLowerCase();

  const arf = parts.find((p) => ARF_TYPES.includes(p.type));
  if (arf && (reportType === "feedback-report" || !reportType)) {
    const fields = parseFieldBlocks(arf.text)[0] ?? new Map<string, string>();
    const feedbackType = (fields.get("feedback-type") ?? "").toLowerCase();
    if (!COMPLAINT_TYPES.has(feedbackType)) return { kind: "ignored", reason: `A feedback report of type "${feedbackType || "unknown"}", not a complaint.` };
    const recipient = addressOf(fields.get("original-rcpt-to"));
    return {
      kind: "complaint",
      feedbackType,
      userAgent: fields.get("user-agent") ?? null,
      ...reference(mail, raw, returned, { verp: [fields.get("original-mail-from") ?? ""] }, recipient),
    };
  }

  const dsn = parts.find((p) => DSN_TYPES.includes(p.type));
  if (!dsn) return { kind: "ignored", reason: "A report without a delivery-status or feedback part." };
  const [perMessage = new Map<string, string>(), ...blocks] = parseFieldBlocks(dsn.text);
  const recipients = blocks.filter((b) => b.has("final-recipient") || b.has("original-recipient") || b.has("action"));
  const chosen =
    recipients.find((b) => b.get("action")?.toLowerCase() === "failed") ??
    recipients.find((b) => b.get("action")?.toLowerCase() === "delayed") ??
    recipients[0];
  if (!chosen) return { kind: "ignored", reason: "A delivery report that names no recipient." };
  const action = chosen.get("action")?.toLowerCase() ?? null;
  if (action && ["delivered", "relayed", "expanded"].includes(action)) return { kind: "ignored", reason: `A delivery notice (${action}), not a failure.` };
  const status = /\b[245]\.\d{1,3}\.\d{1,3}\b/.exec(chosen.get("status") ?? "")?.[0] ?? null;
  const diagnostic = diagnosticOf(chosen.get("diagnostic-code"));
  const recipient = addressOf(chosen.get("final-recipient")) ?? addressOf(chosen.get("original-recipient"));
  return {
    kind: "bounce",
    severity: severityOf(action, status, diagnostic),
    action,
    status,
    diagnostic,
    ...reference(mail, raw, returned, { messageId: perMessage.get("x-original-message-id"), verp: [perMessage.get("x-postfix-sender") ?? ""] }, recipient),
  };
}
