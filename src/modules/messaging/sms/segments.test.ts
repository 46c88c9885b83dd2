import { describe, expect, it } from "vitest";
import { countSegments, counterLine, describeCharacter, isGsmCharacter, smsText } from "./segments";

describe("countSegments: GSM-7", () => {
  it("counts an empty text as no part with the whole first part free", () => {
    expect(countSegments("")).toMatchObject({ encoding: "GSM-7", characters: 0, segments: 0, perSegment: 160, remaining: 160 });
  });

  it("fits exactly 160 GSM characters in one part", () => {
    expect(countSegments("a".repeat(160))).toMatchObject({ encoding: "GSM-7", characters: 160, segments: 1, perSegment: 160, remaining: 0 });
  });

  it("splits 161 GSM characters into two parts of 153", () => {
    expect(countSegments("a".repeat(161))).toMatchObject({ encoding: "GSM-7", characters: 161, segments: 2, perSegment: 153, remaining: 153 - 8 });
  });

  it("fills 306 characters into exactly two parts and starts a third at 307", () => {
    expect(countSegments("a".repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSegments("a".repeat(307))).toMatchObject({ segments: 3, remaining: 152 });
  });

  it("counts the euro sign and every extension-table character as two septets", () => {
    expect(countSegments("€")).toMatchObject({ encoding: "GSM-7", characters: 2, remaining: 158 });
    expect(countSegments("^{}\\[~]|€\f")).toMatchObject({ encoding: "GSM-7", characters: 20 });
  });

  it("puts 80 euro signs (160 septets) in one part and 81 in two", () => {
    expect(countSegments("€".repeat(80))).toMatchObject({ characters: 160, segments: 1, remaining: 0 });
    expect(countSegments("€".repeat(81))).toMatchObject({ characters: 162, segments: 2 });
  });

  it("moves an extension character whole to the next part instead of splitting its escape", () => {
    // 152 plain septets then "€": the escape would be septet 153 and the € septet 154, so € opens part 2.
    const text = `${"a".repeat(152)}€${"a".repeat(10)}`;
    const count = countSegments(text);
    expect(count.characters).toBe(164);
    expect(count.segments).toBe(2);
    expect(count.remaining).toBe(153 - 12);
  });

  it("keeps the whole basic table (accents, Greek capitals, line breaks) in GSM-7", () => {
    const basicTable = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
    expect([...basicTable]).toHaveLength(127);
    expect(countSegments(basicTable)).toMatchObject({ encoding: "GSM-7", characters: 127, segments: 1 });
  });

  it("treats characters that merely look alike as outside the alphabet", () => {
    for (const ch of ["ç", "á", "í", "ó", "ú", "â", "ê", "`", "’", "“", "—", "\t", "\u00a0"]) {
      expect(isGsmCharacter(ch), JSON.stringify(ch)).toBe(false);
    }
    for (const ch of ["Ç", "é", "è", "ü", "¿", "¤", "\n", "\r", "\f", "€"]) {
      expect(isGsmCharacter(ch), JSON.stringify(ch)).toBe(true);
    }
  });
});

describe("countSegments: UCS-2", () => {
  it("switches to UCS-2 for one character outside the alphabet and names it", () => {
    const count = countSegments("Café ça va");
    expect(count).toMatchObject({ encoding: "UCS-2", characters: 10, segments: 1, perSegment: 70, remaining: 60 });
    expect(count.unicodeCharacters).toEqual(["ç"]);
  });

  it("fits exactly 70 UCS-2 units in one part and splits 71 into two parts of 67", () => {
    expect(countSegments(`ç${"a".repeat(69)}`)).toMatchObject({ encoding: "UCS-2", characters: 70, segments: 1, perSegment: 70, remaining: 0 });
    expect(countSegments(`ç${"a".repeat(70)}`)).toMatchObject({ encoding: "UCS-2", characters: 71, segments: 2, perSegment: 67, remaining: 67 - 4 });
  });

  it("counts an emoji as a surrogate pair of two code units", () => {
    const count = countSegments("Hi 😀");
    expect(count).toMatchObject({ encoding: "UCS-2", characters: 5, segments: 1, remaining: 65 });
    expect(count.unicodeCharacters).toEqual(["😀"]);
  });

  it("counts euro signs as one unit each once the text is UCS-2", () => {
    expect(countSegments("€€ 😀")).toMatchObject({ encoding: "UCS-2", characters: 5 });
  });

  it("never splits a surrogate pair between two parts", () => {
    // 66 units then an emoji (units 67 and 68): it doesn't fit in part 1's 67, so it opens part 2.
    const count = countSegments(`${"ç".repeat(66)}😀abcde`);
    expect(count.characters).toBe(73);
    expect(count.segments).toBe(2);
    expect(count.remaining).toBe(67 - 7);
  });

  it("lists each offending character once, in the order they appear", () => {
    expect(countSegments("😀 ç 😀 ’").unicodeCharacters).toEqual(["😀", "ç", "’"]);
  });
});

describe("smsText", () => {
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
    expect(counterLine(countSegments("a".repeat(142)))).toBe("142 / 160 · 1 segment · GSM-7");
    expect(counterLine(countSegments("a".repeat(200)))).toBe("200 / 306 · 2 segments · GSM-7");
    expect(counterLine(countSegments("😀"))).toBe("2 / 70 · 1 segment · UCS-2");
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
