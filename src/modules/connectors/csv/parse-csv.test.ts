import { describe, expect, it } from "vitest";
import { cleanHeaders, CsvTextError, findHeader, parseCsvText, readCsvTable, sniffDelimiter } from "./parse-csv";

describe("RFC 4180 parsing", () => {
  it("reads quoted fields, doubled quotes and line breaks inside quotes", () => {
    const rows = parseCsvText('a,b\r\n"x, y","say ""hi"""\n"line\none",2\n', { delimiter: "," });
    expect(rows.map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"'],
      ["line\none", "2"],
    ]);
  });

  it("numbers rows as a spreadsheet shows them: blank lines count, quoted line breaks don't", () => {
    const rows = parseCsvText('h1,h2\n\n"multi\nline",1\nlast,2', { delimiter: "," });
    expect(rows.map((r) => r.row)).toEqual([1, 3, 5]);
  });

  it("numbers rows the same with Windows line ends, inside quotes too", () => {
    const rows = parseCsvText('h1,h2\r\n\r\n"multi\r\nline",1\r\nlast,2\r\n', { delimiter: "," });
    expect(rows.map((r) => [r.row, r.fields[0]])).toEqual([
      [1, "h1"],
      [3, "multi\r\nline"],
      [5, "last"],
    ]);
  });

  it("names the row where an unclosed quote opened", () => {
    expect(() => parseCsvText('a,b\n\n1,2\n"open,1\nmore\n', { delimiter: "," })).toThrow("A quote opened on row 4 is never closed.");
  });

  it("keeps an empty last field and drops all-blank records", () => {
    expect(parseCsvText("a,b,\n,,\n", { delimiter: "," }).map((r) => r.fields)).toEqual([["a", "b", ""]]);
  });

  it("strips a byte-order mark and reads CR-only line ends", () => {
    expect(parseCsvText("\uFEFFa;b\rc;d", { delimiter: ";" }).map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("reports a quote left open, unless the text is only the head of a file", () => {
    expect(() => parseCsvText('a,b\n"open,1\n', { delimiter: "," })).toThrow(CsvTextError);
    expect(parseCsvText('a,b\n1,2\n"open,1\n', { delimiter: ",", partial: true }).map((r) => r.fields)).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseCsvText("a,b\n1,2\n3,", { delimiter: ",", partial: true })).toHaveLength(2);
  });

  it("sniffs comma, semicolon and tab files", () => {
    expect(sniffDelimiter("Day,Clicks\n2026-11-01,3\n")).toBe(",");
    expect(sniffDelimiter("Datum;Klicks;Kosten\n01.11.2026;3;1,50\n02.11.2026;4;2,00\n")).toBe(";");
    expect(sniffDelimiter("Date\tClicks\n2026-11-01\t1,234\n")).toBe("\t");
  });
});

describe("finding the header of an export", () => {
  it("skips the title and date-range lines above a Google Ads header", () => {
    const text = 'Campaign performance report\n"November 1, 2026 - November 30, 2026"\nDay,Campaign,Impr.,Clicks,Cost\n2026-11-01,Brand,100,5,"1,234.50"\n';
    const table = readCsvTable(text);
    expect(table.headers).toEqual(["Day", "Campaign", "Impr.", "Clicks", "Cost"]);
    expect(table.skippedAbove).toBe(2);
    expect(table.rows[0]!.row).toBe(4);
  });

  it("skips GA4's # comment lines", () => {
    const text = "# ----\n# Traffic acquisition\n# Start date: 20261101\nDate,Sessions,Total users\n20261101,10,8\n";
    expect(readCsvTable(text).headers).toEqual(["Date", "Sessions", "Total users"]);
  });

  it("takes the first row when there is no preamble", () => {
    expect(findHeader(parseCsvText("a,b\n1,2\n", { delimiter: "," }))).toBe(0);
  });

  it("names blank headers and numbers duplicates", () => {
    expect(cleanHeaders([" Clicks ", "", "clicks"])).toEqual(["Clicks", "Column 2", "clicks (2)"]);
  });
});
