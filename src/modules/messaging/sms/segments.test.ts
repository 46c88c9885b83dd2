import { describe, expect, it } from "vitest";
import { countSms } from "@/modules/ai/client";
import { counterLine, describeCharacter, smsText } from "./segments";

describe("smsText", () => {
  it("sends the text in NFC, as the counter counts it (e + a combining accent goes out as é)", () => {
    expect(smsText("Cafe\u0301", { marketing: false })).toBe("Caf\u00e9");
  });

  it("adds the opt-out line to a marketing message", () => {
    expect(smsText("Sale today! ", { marketing: true })).toBe("Sale today!\nReply STOP to opt out");
  });

  it("leaves a marketing message that already mentions STOP as written", () => {
    expect(smsText("Sale today. Text stop to quit", { marketing: true })).toBe("Sale today. Text stop to quit");
    expect(smsText("Sale! STOP=opt out", { marketing: true })).toBe("Sale! STOP=opt out");
  });

  it("doesn't take a word containing stop for a mention of STOP", () => {
    expect(smsText("Nonstop deals", { marketing: true })).toBe("Nonstop deals\nReply STOP to opt out");
  });

  it("sends a transactional message as written", () => {
    expect(smsText("Your code is 123456", { marketing: false })).toBe("Your code is 123456");
  });
});

describe("counter wording", () => {
  it("reads characters over the capacity, the parts and the encoding", () => {
    expect(counterLine(countSms("a".repeat(142)))).toBe("142 / 160 · 1 segment · GSM-7");
    expect(counterLine(countSms("a".repeat(200)))).toBe("200 / 306 · 2 segments · GSM-7");
    expect(counterLine(countSms("😀"))).toBe("2 / 70 · 1 segment · UCS-2");
  });

  it("shows a visible character as itself, an invisible one by its code point, and names common look-alikes", () => {
    expect(describeCharacter("ç")).toBe("ç");
    expect(describeCharacter("😀")).toBe("😀");
    expect(describeCharacter("’")).toBe("’ (curly apostrophe)");
    expect(describeCharacter("—")).toBe("— (em dash)");
    expect(describeCharacter("\u00a0")).toBe("U+00A0 (non-breaking space)");
    expect(describeCharacter("\u2060")).toBe("U+2060");
  });
});
