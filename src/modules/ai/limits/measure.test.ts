import { describe, expect, it } from "vitest";
import { countAdCharacters, countBytes, countEmoji, countGraphemes, countSms, countXWeighted, graphemes, hashtags, measureText } from "./measure";

describe("graphemes", () => {
  it("counts what a person sees: ZWJ families, flags, skin tones and keycaps are one each", () => {
    expect(countGraphemes("👩‍👩‍👧")).toBe(1);
    expect(countGraphemes("🇫🇷🇩🇪")).toBe(2);
    expect(countGraphemes("👍🏽")).toBe(1);
    expect(countGraphemes("1️⃣")).toBe(1);
    expect(countGraphemes("a😀b")).toBe(3);
  });

  it("normalises to NFC first: a letter and its combining mark are one character", () => {
    expect(countGraphemes("Cafe\u0301")).toBe(4);
    expect(graphemes("Cafe\u0301")[3]).toBe("é");
    // Two combining marks on one base still make one grapheme.
    expect(countGraphemes("e\u0301\u0323")).toBe(1);
  });
});

describe("countAdCharacters (Google / Microsoft Advertising)", () => {
  it("counts Latin text like graphemes", () => expect(countAdCharacters("Fresh coffee, 20% off")).toBe(21));
  it("counts CJK, kana, Hangul and full-width characters twice", () => {
    expect(countAdCharacters("咖啡")).toBe(4);
    expect(countAdCharacters("コーヒー")).toBe(8);
    expect(countAdCharacters("커피")).toBe(4);
    expect(countAdCharacters("ＡＢ")).toBe(4);
    expect(countAdCharacters("Tokyo 東京")).toBe(10);
  });
  it("counts an emoji once", () => expect(countAdCharacters("Hi 👋")).toBe(4));
});

describe("countXWeighted (twitter-text)", () => {
  it("weighs Latin 1, CJK and emoji 2", () => {
    expect(countXWeighted("hello").weighted).toBe(5);
    expect(countXWeighted("日本").weighted).toBe(4);
    expect(countXWeighted("😀").weighted).toBe(2);
    expect(countXWeighted("👩‍👩‍👧").weighted).toBe(2);
  });
  it("counts every URL as 23, however long", () => {
    expect(countXWeighted("https://example.com/a").weighted).toBe(23);
    expect(countXWeighted(`See https://example.com/${"x".repeat(200)}`).weighted).toBe(4 + 23);
    expect(countXWeighted("northwind.example is not a URL X links").weighted).toBeGreaterThan(23);
  });
  it("normalises to NFC first", () => expect(countXWeighted("Cafe\u0301").weighted).toBe(4));
  it("is valid up to 280 and past it only with a higher maximum", () => {
    expect(countXWeighted("a".repeat(280)).valid).toBe(true);
    expect(countXWeighted("a".repeat(281)).valid).toBe(false);
    expect(countXWeighted("a".repeat(281), 4000).valid).toBe(true);
    expect(countXWeighted("").valid).toBe(false);
  });
});

describe("countSms (sms-segments-calculator)", () => {
  it("fits 160 GSM-7 characters in one part and 153 a part beyond", () => {
    expect(countSms("a".repeat(160))).toMatchObject({ encoding: "GSM-7", segments: 1, perSegment: 160 });
    expect(countSms("a".repeat(161))).toMatchObject({ segments: 2, perSegment: 153 });
    expect(countSms("a".repeat(306)).segments).toBe(2);
    expect(countSms("a".repeat(307)).segments).toBe(3);
  });
  it("counts GSM extension characters (€ [ ] { } \\ ^ ~ |) as 2", () => {
    expect(countSms("€".repeat(80))).toMatchObject({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(countSms("€".repeat(81)).segments).toBe(2);
    expect(countSms("[]{}\\^~|").units).toBe(16);
  });
  it("switches the whole message to UCS-2 for one emoji or CJK character: 70, then 67 a part", () => {
    expect(countSms(`${"a".repeat(68)}😀`)).toMatchObject({ encoding: "UCS-2", units: 70, segments: 1, unicodeCharacters: ["😀"] });
    expect(countSms(`${"a".repeat(69)}😀`).segments).toBe(2);
    expect(countSms("中".repeat(70)).segments).toBe(1);
    expect(countSms("中".repeat(71))).toMatchObject({ segments: 2, perSegment: 67 });
  });
  it("normalises to NFC first, so a decomposed é stays GSM-7", () => {
    expect(countSms("Cafe\u0301").encoding).toBe("GSM-7");
  });
  it("sends an empty text in 0 parts", () => expect(countSms("").segments).toBe(0));
});

describe("countBytes", () => {
  it("counts UTF-8 bytes", () => {
    expect(countBytes("abc")).toBe(3);
    expect(countBytes("é")).toBe(2);
    expect(countBytes("€")).toBe(3);
    expect(countBytes("😀")).toBe(4);
    expect(countBytes("e\u0301")).toBe(2);
  });
});

describe("hashtags and emoji", () => {
  it("finds hashtags with a letter, in any script, not #1 or an anchor in a URL", () => {
    expect(hashtags("#coffee #1 #fresh_roast ＃日本 a#b https://x.example/#top #2024roast")).toEqual(["coffee", "fresh_roast", "日本", "2024roast"]);
  });
  it("counts emoji, not ©, digits or plain symbols", () => {
    expect(countEmoji("☕ 👩‍👩‍👧 🇫🇷 1️⃣ ❤️")).toBe(5);
    expect(countEmoji("© ® ™ 1 # → ★")).toBe(0);
  });
});

describe("measureText", () => {
  it("measures in each unit of the limits table", () => {
    const text = "日本 😀";
    expect(measureText(text, "graphemes")).toBe(4);
    expect(measureText(text, "characters")).toBe(6);
    expect(measureText(text, "weighted")).toBe(7);
    expect(measureText(text, "segments")).toBe(1);
    expect(measureText(text, "bytes")).toBe(11);
  });
});
