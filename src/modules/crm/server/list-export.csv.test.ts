import { describe, expect, it } from "vitest";
import { contentDisposition, csvField, csvLine } from "./list-export.csv";

describe("CSV writer", () => {
  it("quotes commas, quotes and line breaks, and leaves plain text alone", () => {
    expect(csvField("plain")).toBe("plain");
    expect(csvField("a,b")).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField("two\nlines")).toBe('"two\nlines"');
    expect(csvField("crlf\r\n")).toBe('"crlf\r\n"');
    expect(csvField("Zoë — 東京")).toBe("Zoë — 東京");
  });

  it("writes empty cells for missing values, ISO dates, and joins lists with semicolons", () => {
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(new Date("2025-03-01T10:00:00Z"))).toBe("2025-03-01T10:00:00.000Z");
    expect(csvField(["vip", "newsletter"])).toBe("vip; newsletter");
    expect(csvField(42)).toBe("42");
    expect(csvField(false)).toBe("false");
  });

  it("defuses cells a spreadsheet would run as formulas, but keeps phone numbers and negative numbers", () => {
    expect(csvField("=HYPERLINK(\"http://x\")")).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("+cmd|' /C calc'!A0")).toBe("'+cmd|' /C calc'!A0");
    expect(csvField("-2+3")).toBe("'-2+3");
    expect(csvField("+14155550123")).toBe("+14155550123");
    expect(csvField("-12.5")).toBe("-12.5");
    expect(csvField("+1 (415) 555-0123")).toBe("+1 (415) 555-0123");
    expect(csvField("-2-3")).toBe("'-2-3");
  });

  it("ends each line with CRLF", () => {
    expect(csvLine(["a", "b,c", null])).toBe('a,"b,c",\r\n');
  });

  it("sanitises the file name in Content-Disposition", () => {
    const day = new Date("2025-03-01T00:00:00Z");
    expect(contentDisposition("VIP leads", day)).toBe(`attachment; filename="VIP-leads-2025-03-01.csv"; filename*=UTF-8''VIP%20leads-2025-03-01.csv`);
    expect(contentDisposition('../"evil"\r\nX-Header: 1', day)).toMatch(/^attachment; filename="evil-X-Header-1-2025-03-01\.csv"; filename\*=UTF-8''[^"\r\n]+$/);
    expect(contentDisposition("Café clients", day)).toContain('filename="Cafe-clients-2025-03-01.csv"');
    expect(contentDisposition("東京", day)).toContain('filename="list-2025-03-01.csv"');
  });
});
