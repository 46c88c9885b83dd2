import type { CreateEmailSendInput } from "../../contracts/sends.contracts";
import { textToHtml } from "./body-format";

/** What the email compose dialog holds while someone writes; kept when the dialog closes or the server refuses. */
export type EmailDraft = {
  name: string;
  domainId: string;
  fromLocal: string;
  fromName: string;
  replyTo: string;
  subject: string;
  /** "text": plain text, turned into simple HTML on send. "html": the HTML as written. */
  mode: "text" | "html";
  body: string;
  topicId: string;
  /** Privacy mode: no open pixel, no click tracking. */
  privacy: boolean;
  excludeInvalid: boolean;
};

export function newEmailDraft(listName: string, defaults: { fromName?: string } = {}): EmailDraft {
  return {
    name: `Email to ${listName}`.slice(0, 200),
    domainId: "",
    fromLocal: "news",
    fromName: defaults.fromName ?? "",
    replyTo: "",
    subject: "",
    mode: "text",
    body: "",
    topicId: "",
    privacy: false,
    excludeInvalid: true,
  };
}

/** The HTML the message will carry, in either mode. */
export function draftHtml(draft: Pick<EmailDraft, "mode" | "body">): string {
  return draft.mode === "text" ? textToHtml(draft.body) : draft.body;
}

/** The procedure's input: the plain-text mode sends its text as the text part, the HTML mode lets the server derive it. */
export function emailSendInput(listId: string, d: EmailDraft): CreateEmailSendInput {
  const replyTo = d.replyTo.trim();
  return {
    name: d.name,
    listId,
    domainId: d.domainId,
    fromName: d.fromName,
    fromLocal: d.fromLocal,
    replyTo: replyTo === "" ? undefined : replyTo,
    subject: d.subject,
    html: draftHtml(d),
    text: d.mode === "text" && d.body.trim() !== "" ? d.body.trim() : undefined,
    topicId: d.topicId === "" ? undefined : d.topicId,
    trackOpens: !d.privacy,
    trackClicks: !d.privacy,
    excludeInvalid: d.excludeInvalid,
  };
}

/** Where a contract's field error shows in the dialog: `html`/`text` belong to the body field. */
export function fieldOfInputKey(key: string): keyof EmailDraft | "form" {
  if (key === "html" || key === "text") return "body";
  if (key === "trackOpens" || key === "trackClicks") return "privacy";
  if (key === "listId") return "form";
  return (["name", "domainId", "fromLocal", "fromName", "replyTo", "subject", "topicId", "excludeInvalid"] as const).find((k) => k === key) ?? "form";
}
