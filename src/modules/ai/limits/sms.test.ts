import { describe, expect, it } from "vitest";
import { countSms } from "./sms";

describe("countSms: GSM-7 (the cases messaging's own counter was held to)", () => {
  it("counts an empty text as no part with the whole first part free", () => {
    expect(countSms("")).toMatchObject({ encoding: "GSM-7", units: 0, segments: 0, perSegment: 160, remaining: 160 });
  });

  it("fits exactly 160 GSM characters in one part", () => {
    expect(countSms("a".repeat(160))).toMatchObject({ encoding: "GSM-7", units: 160, segments: 1, perSegment: 160, remaining: 0 });
  });

  it("splits 161 GSM characters into two parts of 153", () => {
    expect(countSms("a".repeat(161))).toMatchObject({ encoding: "GSM-7", units: 161, segments: 2, perSegment: 153, remaining: 153 - 8 });
  });

  it("fills 306 characters into exactly two parts and starts a third at 307", () => {
    expect(countSms("a".repeat(306))).toMatchObject({ segments: 2, remaining: 0 });
    expect(countSms("a".repeat(307))).toMatchObject({ segments: 3, remaining: 152 });
  });

  it("counts the euro sign and every extension-table character as two septets", () => {
    expect(countSms("€")).toMatchObject({ encoding: "GSM-7", units: 2, remaining: 158 });
    expect(countSms("^{}\\[~]|€\f")).toMatchObject({ encoding: "GSM-7", units: 20 });
  });

  it("puts 80 euro signs (160 septets) in one part and 81 in two", () => {
    expect(countSms("€".repeat(80))).toMatchObject({ units: 160, segments: 1, remaining: 0 });
    expect(countSms("€".repeat(81))).toMatchObject({ units: 162, segments: 2 });
  });

  it("moves an extension character whole to the next part instead of splitting its escape", () => {
    // 152 plain septets then "€": the escape would be septet 153 and the € septet 154, so € opens part 2.
    const text = `${"a".repeat(152)}€${"a".repeat(10)}`;
    const count = countSms(text);
    expect(count.units).toBe(164);
    expect(count.segments).toBe(2);
    expect(count.remaining).toBe(153 - 12);
  });

  it("keeps the whole basic table (accents, Greek capitals, line breaks) in GSM-7", () => {
    const basicTable = "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
    expect([...basicTable]).toHaveLength(127);
    expect(countSms(basicTable)).toMatchObject({ encoding: "GSM-7", units: 127, segments: 1 });
  });

  it("treats characters that merely look alike as outside the alphabet", () => {
    for (const ch of ["ç", "á", "í", "ó", "ú", "â", "ê", "`", "’", "“", "—", "\t", "\u00a0"]) {
      expect(countSms(ch).encoding, JSON.stringify(ch)).toBe("UCS-2");
    }
    for (const ch of ["Ç", "é", "è", "ü", "¿", "¤", "\n", "\r", "\f", "€"]) {
      expect(countSms(ch).encoding, JSON.stringify(ch)).toBe("GSM-7");
    }
  });
});

describe("countSms: UCS-2", () => {
  it("switches to UCS-2 for one character outside the alphabet and names it", () => {
    const count = countSms("Café ça va");
    expect(count).toMatchObject({ encoding: "UCS-2", units: 10, segments: 1, perSegment: 70, remaining: 60 });
    expect(count.unicodeCharacters).toEqual(["ç"]);
  });

  it("fits exactly 70 UCS-2 units in one part and splits 71 into two parts of 67", () => {
    expect(countSms(`ç${"a".repeat(69)}`)).toMatchObject({ encoding: "UCS-2", units: 70, segments: 1, perSegment: 70, remaining: 0 });
    expect(countSms(`ç${"a".repeat(70)}`)).toMatchObject({ encoding: "UCS-2", units: 71, segments: 2, perSegment: 67, remaining: 67 - 4 });
  });

  it("counts an emoji as a surrogate pair of two code units", () => {
    const count = countSms("Hi 😀");
    expect(count).toMatchObject({ encoding: "UCS-2", units: 5, segments: 1, remaining: 65 });
    expect(count.unicodeCharacters).toEqual(["😀"]);
  });

  it("counts euro signs as one unit each once the text is UCS-2", () => {
    expect(countSms("€€ 😀")).toMatchObject({ encoding: "UCS-2", units: 5 });
  });

  it("never splits a surrogate pair between two parts", () => {
    // 66 units then an emoji (units 67 and 68): it doesn't fit in part 1's 67, so it opens part 2.
    const count = countSms(`${"ç".repeat(66)}😀abcde`);
    expect(count.units).toBe(73);
    expect(count.segments).toBe(2);
    expect(count.remaining).toBe(67 - 7);
  });

  it("lists each offending character once, in the order they appear", () => {
    expect(countSms("😀 ç 😀 ’").unicodeCharacters).toEqual(["😀", "ç", "’"]);
  });
});
