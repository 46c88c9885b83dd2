import { describe, expect, it } from "vitest";
import { createEmailSendInput, emailDraftInput } from "../../contracts/sends.contracts";
import { emailSendInput, newEmailDraft, type EmailDraft } from "./email-draft";

const LIST = "7b0c1f3e-3f1a-4a51-9d0e-1c1f2f3a4b5c";
const DOMAIN = "0f3c1a9e-6b2d-4e7a-8c1d-2e3f4a5b6c7d";

const draft = (over: Partial<EmailDraft> = {}): EmailDraft => ({
  ...newEmailDraft("Newsletter", { fromName: "Acme" }),
  domainId: DOMAIN,
  subject: 'Hello {{contact.first_name | "there"}}',
  body: 'Hi {{contact.first_name | "there"}},\n\nNews <today>.',
  ...over,
});

describe("emailSendInput", () => {
  it("turns a plain-text draft into HTML and keeps the text as the plain part, passing the send contract", () => {
    const input = emailSendInput(LIST, draft());
    expect(input.html).toBe('<p>Hi {{contact.first_name | "there"}},</p>\n<p>News &lt;today&gt;.</p>');
    expect(input.text).toBe('Hi {{contact.first_name | "there"}},\n\nNews <today>.');
    expect(createEmailSendInput.safeParse(input).success).toBe(true);
  });

  it("sends HTML as written and leaves the plain part to the server", () => {
    const input = emailSendInput(LIST, draft({ mode: "html", body: "<h1>Hi</h1>" }));
    expect(input.html).toBe("<h1>Hi</h1>");
    expect(input.text).toBeUndefined();
  });

  it("turns privacy mode into tracking opens and clicks off, and leaves empty optional fields out", () => {
    const input = emailSendInput(LIST, draft({ privacy: true, replyTo: "  ", topicId: "" }));
    expect(input).toMatchObject({ trackOpens: false, trackClicks: false });
    expect(input.replyTo).toBeUndefined();
    expect(input.topicId).toBeUndefined();
  });

  it("checks the draft with the send contract's own rules, each message on the field the dialog shows", () => {
    expect(emailDraftInput.safeParse(draft()).success).toBe(true);
    const parsed = emailDraftInput.safeParse(draft({ domainId: "", subject: " ", body: "", replyTo: "nope" }));
    expect(new Set(parsed.error!.issues.map((i) => i.path.join(".")))).toEqual(new Set(["domainId", "subject", "body", "replyTo"]));
  });
});
