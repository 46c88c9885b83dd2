import type { z } from "zod";
import type { CreateEmailSendInput, emailDraftInput } from "../../contracts/sends.contracts";
import { textToHtml } from "./body-format";

/** What the email compose dialog holds while someone writes; kept when the dialog closes or the server refuses. */
export type EmailDraft = z.input<typeof emailDraftInput>;

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
