import "server-only";
import { createPrivateKey } from "node:crypto";
import { linkPaths, signLink } from "../server/link-tokens";
import { signDkim, signDkimAsync, type DkimKey } from "./dkim";
import { decodeEntities, htmlToText } from "./html-to-text";
import { buildMime, formatAddress, type MimeAttachment } from "./mime";
import { compileTemplate as compileMergeTemplate, escapeHtml, renderTemplate, TemplateError, type CompiledTemplate, type TemplateVars } from "./template";

/**
 * One send's message, prepared once (templates compiled, DKIM key imported, footer laid out) and then
 * composed per recipient: merge tags filled, links made trackable, unsubscribe headers and footer
 * added, MIME built and DKIM-signed. Composing is synchronous and allocation-light: the engine runs it
 * thousands of times a second.
 */
export type EmailSpec = {
  fromName: string;
  fromAddress: string;
  replyTo?: string | null;
  /** Templates in the merge-tag language. */
  subject: string;
  html: string;
  /** Derived from the HTML when left out. */
  text?: string | null;
  /** Marketing mail carries List-Unsubscribe (RFC 8058 one-click) and a footer with the postal address. */
  marketing: boolean;
  trackOpens: boolean;
  trackClicks: boolean;
  /** The public site the tracking and unsubscribe links point at, without a trailing slash. */
  siteUrl: string;
  postalAddress: string;
  /** The List-Id header: `Name <id.domain>` or the bare id. */
  listId?: string | null;
  /** The envelope sender (MAIL FROM), where bounces go. */
  bounceAddress: string;
  dkim: { domain: string; selector: string; privateKeyPem: string } | null;
  /** Further headers every message of the send carries (Feedback-ID, X-…). */
  headers?: Record<string, string>;
  /** Subject and bodies are final text, not merge-tag templates (workspace mail: braces stay braces). */
  literal?: boolean;
  /** Files every message carries (multipart/mixed, base64; encoded once for the whole send). */
  attachments?: readonly MimeAttachment[];
};

export type PreparedEmail = {
  readonly spec: EmailSpec;
  readonly siteUrl: string;
  readonly from: { name: string; address: string };
  readonly subject: CompiledTemplate;
  /** The HTML up to its closing </body>, and from there: the footer and pixel go in between. */
  readonly htmlBody: CompiledTemplate;
  readonly htmlEnd: CompiledTemplate;
  /** Null when the text is derived from each rendered HTML. */
  readonly text: CompiledTemplate | null;
  readonly htmlFooter: boolean;
  readonly textFooter: boolean;
  readonly fixedHeaders: readonly (readonly [string, string])[];
  readonly dkim: DkimKey | null;
  readonly hasLinks: boolean;
};

export type Recipient = { outboxId: number; messageId: string; address: string; vars: TemplateVars };
export type ComposedEmail = { raw: Buffer; envelope: { from: string; to: string[] } };

/** The public links of one message (outbox row). */
export function messageLinks(siteUrl: string, outboxId: number) {
  const site = siteUrl.replace(/\/+$/, "");
  const unsubscribeToken = signLink("unsubscribe", outboxId);
  return {
    unsubscribe: site + linkPaths.unsubscribe(unsubscribeToken),
    oneClick: site + linkPaths.oneClick(unsubscribeToken),
    preferences: site + linkPaths.preferences(signLink("preferences", outboxId)),
    open: site + linkPaths.open(signLink("open", outboxId)),
    click: (url: string) => site + linkPaths.click(signLink("click", outboxId, url), url),
  };
}

const listIdValue = (listId: string) => {
  const value = listId.trim();
  return value.includes("<") ? value : `<${value}>`;
};

function dkimPrivateKey(domain: string, pem: string) {
  try {
    return createPrivateKey(pem);
  } catch {
    throw new Error(`The DKIM private key of ${domain} can't be read; generate a new key for the domain`);
  }
}

/** Text that is sent as it is: one literal part, no tags. */
const literalTemplate = (source: string): CompiledTemplate => ({ parts: [source], tags: [] });

/** Compiles the templates and imports the key; throws TemplateError on a template with a mistake. */
export function prepareEmail(spec: EmailSpec): PreparedEmail {
  const compileTemplate = spec.literal ? literalTemplate : compileMergeTemplate;
  const siteUrl = spec.siteUrl.replace(/\/+$/, "");
  const from = { name: spec.fromName, address: spec.fromAddress };
  formatAddress(from);
  if (spec.replyTo) formatAddress(spec.replyTo);

  const bodyEnd = spec.html.search(/<\/body\s*>(?![\s\S]*<\/body\s*>)/i);
  const split = bodyEnd === -1 ? spec.html.length : bodyEnd;
  const htmlBody = compileTemplate(spec.html.slice(0, split));
  const htmlEnd = compileTemplate(spec.html.slice(split));
  const htmlTags = [...htmlBody.tags, ...htmlEnd.tags];

  let text: CompiledTemplate | null;
  if (spec.text) text = compileTemplate(spec.text);
  else {
    try {
      text = compileTemplate(htmlToText(spec.html));
    } catch (error) {
      // Entities decoded into braces: derive each message's text from its rendered HTML instead.
      if (!(error instanceof TemplateError)) throw error;
      text = null;
    }
  }
  // A template that carries its own unsubscribe link and postal address needs no second footer.
  const ownFooter = (tags: readonly string[]) => tags.includes("unsubscribe_url") && tags.includes("postal_address");

  const fixedHeaders: [string, string][] = [];
  if (spec.listId) fixedHeaders.push(["List-Id", listIdValue(spec.listId)]);
  for (const [name, value] of Object.entries(spec.headers ?? {})) fixedHeaders.push([name, value]);

  return {
    spec,
    siteUrl,
    from,
    subject: compileTemplate(spec.subject),
    htmlBody,
    htmlEnd,
    text,
    htmlFooter: spec.marketing && !ownFooter(htmlTags),
    textFooter: spec.marketing && !(text ? ownFooter(text.tags) : ownFooter(htmlTags)),
    fixedHeaders,
    dkim: spec.dkim ? { domain: spec.dkim.domain, selector: spec.dkim.selector, privateKey: dkimPrivateKey(spec.dkim.domain, spec.dkim.privateKeyPem) } : null,
    hasLinks: /<a\b/i.test(spec.html),
  };
}

const anchorHref = /(<a\b[^>]*?\shref\s*=\s*)(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;

/** Points every http(s) link at the click redirect, except the message's own unsubscribe and preference links. */
function trackLinks(html: string, siteUrl: string, links: ReturnType<typeof messageLinks>): string {
  const own = `${siteUrl}/u/`;
  // A message often links one page several times (logo, button, text): sign each destination once.
  const signed = new Map<string, string>();
  return html.replace(anchorHref, (whole, start: string, double?: string, single?: string, bare?: string) => {
    const url = decodeEntities(double ?? single ?? bare ?? "").trim();
    if (!/^https?:\/\//i.test(url) || url.startsWith(own)) return whole;
    let href = signed.get(url);
    if (href === undefined) signed.set(url, (href = escapeHtml(links.click(url))));
    return `${start}"${href}"`;
  });
}

function htmlFooter(postalAddress: string, links: ReturnType<typeof messageLinks>): string {
  // The address keeps its lines (street, city, country) as the workspace typed them.
  const address = postalAddress.trim() ? `<p style="margin:0 0 6px">${postalAddress.trim().split(/\r?\n/).map(escapeHtml).join("<br>")}</p>` : "";
  return (
    `<div style="margin:24px 0 0;padding:12px 0 0;border-top:1px solid #e5e5e5;font:12px/1.5 Arial,Helvetica,sans-serif;color:#6b6b6b;text-align:center">` +
    `${address}<p style="margin:0"><a href="${escapeHtml(links.unsubscribe)}" style="color:#6b6b6b">Unsubscribe</a> · ` +
    `<a href="${escapeHtml(links.preferences)}" style="color:#6b6b6b">Manage preferences</a></p></div>`
  );
}

function textFooter(postalAddress: string, links: ReturnType<typeof messageLinks>): string {
  const address = postalAddress.trim() ? `${postalAddress.trim()}\n` : "";
  return `\n\n--\n${address}Unsubscribe: ${links.unsubscribe}\nManage preferences: ${links.preferences}\n`;
}

/** One recipient's message before signing. */
function composeUnsigned(prepared: PreparedEmail, r: Recipient): Buffer {
  const { spec, siteUrl } = prepared;
  const links = messageLinks(siteUrl, r.outboxId);
  const vars: TemplateVars = { ...r.vars, unsubscribe_url: links.unsubscribe, preferences_url: links.preferences, postal_address: spec.postalAddress };

  const rendered = renderTemplate(prepared.htmlBody, vars, "html");
  const end = renderTemplate(prepared.htmlEnd, vars, "html");
  let body = spec.trackClicks && prepared.hasLinks ? trackLinks(rendered, siteUrl, links) : rendered;
  if (prepared.htmlFooter) body += htmlFooter(spec.postalAddress, links);
  if (spec.trackOpens) body += `<img src="${escapeHtml(links.open)}" alt="" width="1" height="1" style="display:block;width:1px;height:1px;border:0" />`;

  let text = prepared.text ? renderTemplate(prepared.text, vars, "text") : htmlToText(rendered + end);
  if (prepared.textFooter) text += textFooter(spec.postalAddress, links);

  const headers: (readonly [string, string])[] = [];
  if (spec.marketing) headers.push(["List-Unsubscribe", `<${links.oneClick}>`], ["List-Unsubscribe-Post", "List-Unsubscribe=One-Click"]);
  headers.push(...prepared.fixedHeaders);

  return buildMime({
    from: prepared.from,
    to: r.address,
    replyTo: spec.replyTo,
    subject: renderTemplate(prepared.subject, vars, "text"),
    html: body + end,
    text,
    messageId: r.messageId,
    date: new Date(),
    headers,
    attachments: spec.attachments,
  });
}

/** One recipient's message, signed when the send has a DKIM key. */
export function composeEmail(prepared: PreparedEmail, r: Recipient): ComposedEmail {
  const raw = composeUnsigned(prepared, r);
  return { raw: prepared.dkim ? signDkim(raw, prepared.dkim) : raw, envelope: { from: prepared.spec.bounceAddress, to: [r.address] } };
}

/**
 * The same message with its RSA signature computed on the thread pool: a worker that composes many
 * messages at once keeps the event loop free and signs on every core (see bench/messaging-compose.ts).
 */
export async function composeEmailAsync(prepared: PreparedEmail, r: Recipient): Promise<ComposedEmail> {
  const raw = composeUnsigned(prepared, r);
  return { raw: prepared.dkim ? await signDkimAsync(raw, prepared.dkim) : raw, envelope: { from: prepared.spec.bounceAddress, to: [r.address] } };
}
