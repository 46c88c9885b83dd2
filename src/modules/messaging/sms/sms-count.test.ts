import { describe, expect, it } from "vitest";
import { sampleSmsText, smsCount } from "./sms-count";

describe("the compose dialog's SMS count", () => {
  it("counts merge tags at the sample contact's values", () => {
    expect(sampleSmsText('Hi {{ contact.first_name | "there" }}!', { marketing: false })).toBe("Hi Ada!");
    expect(smsCount("Hi {{ contact.first_name }}!", { marketing: false }).units).toBe(7);
  });

  it("includes the opt-out line of marketing messages", () => {
    expect(sampleSmsText("Sale today", { marketing: true })).toBe("Sale today\nReply STOP to opt out");
    expect(smsCount("Sale today", { marketing: true }).units).toBe(32);
  });

  it("counts a half-typed merge tag as written", () => {
    expect(sampleSmsText("Hi {{ contact.fir", { marketing: false })).toBe("Hi {{ contact.fir");
  });

  it("counts an empty message as nothing, without the opt-out line", () => {
    expect(smsCount("   ", { marketing: true })).toMatchObject({ units: 0, segments: 0 });
  });

  it("names the character that makes a message Unicode", () => {
    expect(smsCount("Merci à bientôt", { marketing: true })).toMatchObject({ encoding: "UCS-2", unicodeCharacters: ["ô"] });
  });
});
