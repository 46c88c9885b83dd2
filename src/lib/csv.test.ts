import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, csvDisposition, csvLine, csvNumber, csvText, defuseFormula, restoreDefused } from "./csv";

const triggers = ["=", "+", "-", "@", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"];
const leading = ["", " ", "  ", "\u00a0", "\u2003", "\u3000", "\u200b", "\ufeff", "\u202e", "\u0001", "\u000b", "\u000c"];

describe("the CSV writer's formula rule", () => {
  it("defuses every trigger character, alone or after any leading whitespace or invisible character", () => {
    for (const lead of leading)
      for (const t of triggers) {
        const text = `${lead}${t}HYPERLINK("http://evil","x")`;
        expect(defuseFormula(text), JSON.stringify(text)).toBe(`'${text}`);
      }
  });

  it("defuses a cell that starts with a tab, a carriage return or a line feed, whatever follows", () => {
    for (const start of ["\t", "\r", "\n"]) for (const rest of ["", "TAB", "=1+1", "plain text"]) expect(defuseFormula(start + rest)).toBe(`'${start}${rest}`);
  });

  it("defuses the classic payloads", () => {
    for (const payload of ['=HYPERLINK("http://evil")', "+cmd|' /C calc'!A0", "-2+3", "@SUM(A1)", "=1+1", "-cmd", "+1-1", "@"])
      expect(csvCell(payload).replace(/^"/, "")).toMatch(/^'/);
  });

  it("treats text that looks like a number or a phone number as text: strictest rule, no exceptions", () => {
    expect(csvCell("-12.5")).toBe("'-12.5");
    expect(csvCell("+14155550123")).toBe("'+14155550123");
    expect(csvCell("+1 (415) 555-0123")).toBe("'+1 (415) 555-0123");
    expect(csvCell("-")).toBe("'-");
  });

  it("leaves text alone when the trigger isn't first", () => {
    for (const text of ["a=b", "Jane", "x+1", "jane@example.com", "1-2", "Zoë — 東京", "", " plain", "'quoted already"]) expect(defuseFormula(text)).toBe(text);
  });

  it("covers every character that can start a cell: only the listed ones trigger", () => {
    const expected = new Set(["=", "+", "-", "@", "\t", "\r", "\n", "\uFF1D", "\uFF0B", "\uFF0D", "\uFF20"]);
    for (let code = 0x21; code < 0x3000; code++) {
      const ch = String.fromCharCode(code);
      if (/[\s\p{Cc}\p{Cf}]/u.test(ch)) continue;
      expect(defuseFormula(`${ch}1`) !== `${ch}1`, `U+${code.toString(16)}`).toBe(expected.has(ch));
    }
  });
});

describe("a defused cell read back", () => {
  it("loses exactly the apostrophe the writer added, and nothing else", () => {
    for (const text of ["+14155550123", '=HYPERLINK("x")', " =1+1", "\t", "@SUM(A1)", "-2"]) expect(restoreDefused(defuseFormula(text))).toBe(text);
    for (const text of ["'quoted", "'", "''=x", "plain", "", "O'Brien"]) expect(restoreDefused(text)).toBe(text);
  });
});

describe("the CSV writer's typed cells", () => {
  it("writes numbers as numbers, negative ones included", () => {
    expect(csvCell(-12.5)).toBe("-12.5");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(42)).toBe("42");
    expect(csvCell(-1e21)).toBe("-1e+21");
    expect(csvCell(12n)).toBe("12");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(Number.POSITIVE_INFINITY)).toBe("");
  });

  it("writes an exact decimal the caller vouches for as a number, and anything else as guarded text", () => {
    expect(csvCell(csvNumber("-12.500000"))).toBe("-12.500000");
    expect(csvCell(csvNumber("3"))).toBe("3");
    expect(csvCell(csvNumber("-1+2"))).toBe("'-1+2");
    expect(csvCell(csvNumber("=1"))).toBe("'=1");
    expect(csvCell({ csvNumber: "=cmd" })).toBe("'=cmd");
  });

  it("writes empty cells, booleans, ISO dates and lists", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(false)).toBe("false");
    expect(csvCell(new Date("2025-03-01T10:00:00Z"))).toBe("2025-03-01T10:00:00.000Z");
    expect(csvCell(["vip", "newsletter"])).toBe("vip; newsletter");
    expect(csvCell(["=cmd", "x"])).toBe("'=cmd; x");
  });
});

describe("the CSV writer's quoting and lines (RFC 4180)", () => {
  it("quotes commas, quotes and line breaks, doubling quotes, after defusing", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\rhere")).toBe('"cr\rhere"');
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
  });

  it("ends every line with CRLF and starts a file with a UTF-8 byte-order mark", () => {
    expect(csvLine(["a", "b,c", null, -1])).toBe('a,"b,c",,-1\r\n');
    const text = csvText([
      ["Campaign", "Spend"],
      ["Été", -12.5],
    ]);
    expect(text).toBe(`${CSV_BOM}Campaign,Spend\r\nÉté,-12.5\r\n`);
    expect([...new TextEncoder().encode(text).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(csvText([])).toBe(CSV_BOM);
  });
});

describe("a CSV download's file name", () => {
  it("sanitises the file name in Content-Disposition", () => {
    const day = new Date("2025-03-01T00:00:00Z");
    expect(csvDisposition("VIP leads", day)).toBe(`attachment; filename="VIP-leads-2025-03-01.csv"; filename*=UTF-8''VIP%20leads-2025-03-01.csv`);
    expect(csvDisposition('../"evil"\r\nX-Header: 1', day)).toMatch(/^attachment; filename="evil-X-Header-1-2025-03-01\.csv"; filename\*=UTF-8''[^"\r\n]+$/);
    expect(csvDisposition("Café clients", day)).toContain('filename="Cafe-clients-2025-03-01.csv"');
    expect(csvDisposition("東京", day)).toContain('filename="list-2025-03-01.csv"');
    expect(csvDisposition("Leads - rows not imported", null)).toBe(
      `attachment; filename="Leads-rows-not-imported.csv"; filename*=UTF-8''Leads%20-%20rows%20not%20imported.csv`,
    );
  });
});
