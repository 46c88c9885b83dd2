import { describe, expect, it } from "vitest";
import { buildCsv, csvCell, csvFilename } from "./csv";

describe("CSV builder", () => {
  it("leaves plain cells as they are", () => {
    expect(csvCell("Brand search")).toBe("Brand search");
    expect(csvCell("")).toBe("");
  });

  it("quotes cells with commas, quotes and line breaks, doubling inner quotes (RFC 4180)", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("line 1\nline 2")).toBe('"line 1\nline 2"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
  });

  it("guards cells that a spreadsheet would run as formulas", () => {
    expect(csvCell("=HYPERLINK(\"http://evil\")")).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell("+1+2")).toBe("'+1+2");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tTAB")).toBe("'\tTAB");
  });

  it("keeps signed numbers and percentages as numbers", () => {
    expect(csvCell("-12.5")).toBe("-12.5");
    expect(csvCell("+3")).toBe("+3");
    expect(csvCell("-4.2%")).toBe("-4.2%");
    expect(csvCell("-1,234.56")).toBe('"-1,234.56"');
    expect(csvCell("-1e5")).toBe("-1e5");
  });

  it("starts with a UTF-8 byte-order mark and ends every row with CRLF", () => {
    const csv = buildCsv([
      ["Campaign", "Spend"],
      ["Été", "12.50"],
    ]);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe("Campaign,Spend\r\nÉté,12.50\r\n");
    expect(new TextEncoder().encode(csv).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });

  it("writes just the mark for no rows", () => {
    expect(buildCsv([])).toBe("\uFEFF");
  });

  it("makes a safe file name ending in .csv", () => {
    expect(csvFilename("Google Ads report 2026-01-01 – 2026-01-28")).toBe("Google Ads report 2026-01-01 – 2026-01-28.csv");
    expect(csvFilename("../../etc/passwd")).toBe("..-..-etc-passwd.csv");
    expect(csvFilename("a:b*c?.CSV")).toBe("a-b-c-.csv");
    expect(csvFilename("   ")).toBe("report.csv");
  });
});
