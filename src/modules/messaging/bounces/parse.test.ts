import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { messageIdsIn, outboxIdOfVerp, parseMessageId, verpAddress } from "./addresses";
import { addressOf, parseFieldBlocks, parseMailReport, severityOf } from "./parse";

const sample = (name: string) => readFileSync(path.join(import.meta.dirname, "samples", name));
const SEND = "6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b";
const CONTACT = "0b7e9c4d-5a6f-4b8c-9d0e-1f2a3b4c5d6e";
const OUR_ID = `${SEND}.${CONTACT}@mail.shop.example`;
const VERP_ID = parseInt("2n9c", 36);

describe("delivery status notifications", () => {
  it("reads a Gmail hard bounce: recipient, 5.1.1, the diagnostic, and the original Message-ID from the returned message", async () => {
    expect(await parseMailReport(sample("gmail-hard-bounce.eml"))).toEqual({
      kind: "bounce",
      severity: "hard",
      action: "failed",
      status: "5.1.1",
      recipient: "no.such.person@gmail.com",
      diagnostic: expect.stringMatching(/^550-5\.1\.1 The email account that you tried to reach does not exist\. Please try double-checking .* - gsmtp$/),
      messageId: OUR_ID,
      verpOutboxId: VERP_ID,
    });
  });

  it("reads a Postfix bounce with only the returned headers (text/rfc822-headers) and a folded diagnostic", async () => {
    const report = await parseMailReport(sample("postfix-hard-bounce.eml"));
    expect(report).toMatchObject({ kind: "bounce", severity: "hard", status: "5.1.1", recipient: "bob@example.org", messageId: OUR_ID, verpOutboxId: VERP_ID });
    expect(report.kind === "bounce" && report.diagnostic).toBe(
      "550 5.1.1 <bob@example.org>: Recipient address rejected: User unknown in virtual mailbox table",
    );
  });

  it("reads an Exchange Online NDR (5.1.10 RecipientNotFound) with the original headers as message/rfc822", async () => {
    expect(await parseMailReport(sample("exchange-hard-bounce.eml"))).toMatchObject({
      kind: "bounce",
      severity: "hard",
      status: "5.1.10",
      recipient: "dana.fox@contoso.com",
      diagnostic: "550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup",
      messageId: OUR_ID,
      verpOutboxId: VERP_ID,
    });
  });

  it("calls a delayed delivery (4.2.2, still being retried) a soft bounce", async () => {
    expect(await parseMailReport(sample("postfix-delayed.eml"))).toMatchObject({
      kind: "bounce",
      severity: "soft",
      action: "delayed",
      status: "4.2.2",
      recipient: "carol@slow.example",
      messageId: OUR_ID,
    });
  });

  it("finds the message by its VERP address alone when the returned headers are missing", async () => {
    const raw = sample("postfix-hard-bounce.eml").toString("utf8");
    const withoutHeaders =
      raw.slice(0, raw.indexOf("--4VbF2t0hXnz9sWb.1762844561/mta-1.mail.shop.example\nContent-Description: Undelivered Message Headers")) +
      "--4VbF2t0hXnz9sWb.1762844561/mta-1.mail.shop.example--\n";
    expect(await parseMailReport(withoutHeaders)).toMatchObject({
      kind: "bounce",
      severity: "hard",
      messageId: null,
      verpOutboxId: VERP_ID,
      recipient: "bob@example.org",
    });
  });
});

describe("abuse reports (ARF)", () => {
  it("reads a Yahoo complaint: abuse, the original recipient, and the Message-ID of the attached message", async () => {
    expect(await parseMailReport(sample("yahoo-complaint.eml"))).toEqual({
      kind: "complaint",
      feedbackType: "abuse",
      userAgent: "Yahoo!-Mail-Feedback/2.0",
      recipient: "erin.moss@yahoo.com",
      messageId: OUR_ID,
      verpOutboxId: VERP_ID,
    });
  });

  it("reads an AOL complaint with a redacted recipient and the original headers only", async () => {
    expect(await parseMailReport(sample("aol-complaint-headers-only.eml"))).toMatchObject({
      kind: "complaint",
      feedbackType: "abuse",
      recipient: null,
      messageId: OUR_ID,
      verpOutboxId: null,
    });
  });

  it("doesn't take a not-spam feedback report for a complaint", async () => {
    const raw = sample("yahoo-complaint.eml").toString("utf8").replace("Feedback-Type: abuse", "Feedback-Type: not-spam");
    expect(await parseMailReport(raw)).toEqual({ kind: "ignored", reason: 'A feedback report of type "not-spam", not a complaint.' });
  });
});

describe("everything else in the mailbox", () => {
  it("ignores an auto-reply, a success notice and garbage", async () => {
    expect((await parseMailReport(sample("auto-reply.eml"))).kind).toBe("ignored");
    const delivered = sample("postfix-hard-bounce.eml").toString("utf8").replace("Action: failed", "Action: delivered");
    expect(await parseMailReport(delivered)).toEqual({ kind: "ignored", reason: "A delivery notice (delivered), not a failure." });
    expect((await parseMailReport(Buffer.from([0, 1, 2, 255, 10, 10]))).kind).toBe("ignored");
    expect((await parseMailReport("")).kind).toBe("ignored");
  });
});

describe("report fields", () => {
  it("splits the per-message and per-recipient blocks and unfolds long lines", () => {
    const blocks = parseFieldBlocks(
      "Reporting-MTA: dns; a.example\n\nFinal-Recipient: rfc822; A@B.example\nDiagnostic-Code: smtp; 550 no\n  such user\n\nFinal-Recipient: rfc822; c@d.example\n",
    );
    expect(blocks.map((b) => Object.fromEntries(b))).toEqual([
      { "reporting-mta": "dns; a.example" },
      { "final-recipient": "rfc822; A@B.example", "diagnostic-code": "smtp; 550 no such user" },
      { "final-recipient": "rfc822; c@d.example" },
    ]);
    expect(addressOf("rfc822; A@B.example")).toBe("a@b.example");
    expect(addressOf("<x@y.example>")).toBe("x@y.example");
    expect(addressOf("redacted@")).toBeNull();
  });

  it("grades 5.x.x hard and 4.x.x soft, with a full mailbox (5.2.2) soft and a bare SMTP reply read when there is no status", () => {
    expect(severityOf("failed", "5.1.1", null)).toBe("hard");
    expect(severityOf("failed", "4.4.7", null)).toBe("soft");
    expect(severityOf("failed", "5.2.2", null)).toBe("soft");
    expect(severityOf("delayed", "5.1.1", null)).toBe("soft");
    expect(severityOf("failed", null, "421 try again later")).toBe("soft");
    expect(severityOf("failed", null, "550 5.7.1 rejected")).toBe("hard");
    expect(severityOf("failed", null, null)).toBe("hard");
  });

  it("reads our Message-IDs and VERP addresses, and nobody else's", () => {
    expect(parseMessageId(`<${OUR_ID}>`)).toEqual({ sendId: SEND, contactId: CONTACT });
    expect(parseMessageId("<CAF=abc@mail.gmail.com>")).toBeNull();
    // Workspace mail to an address: the send and 16 hex digits of the address's hash.
    expect(parseMessageId(`<${SEND}.0123456789ABCDEF@localhost>`)).toEqual({ sendId: SEND, addressKey: "0123456789abcdef" });
    expect(parseMessageId(`<${SEND}.0123456789abcde@localhost>`)).toBeNull();
    expect(messageIdsIn(`References: <x@y> <${OUR_ID}>`)).toEqual([OUR_ID]);
    expect(messageIdsIn(`In-Reply-To: <${SEND}.0123456789abcdef@localhost>`)).toEqual([`${SEND}.0123456789abcdef@localhost`]);
    expect(verpAddress(VERP_ID, "bounces.mail.shop.example")).toBe("bounce+2n9c@bounces.mail.shop.example");
    expect(outboxIdOfVerp("Bounce+2N9C@bounces.mail.shop.example")).toBe(VERP_ID);
    expect(outboxIdOfVerp("bounces@bounces.mail.shop.example")).toBeNull();
  });
});
