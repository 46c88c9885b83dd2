import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CsvError, CsvParser, parseCsv } from "./csv-parser";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../modules/crm/import/fixtures", name));
const rows = (text: string | Buffer, delimiter = ",") =>
  parseCsv(typeof text === "string" ? Buffer.from(text) : text, { delimiter, encoding: "utf-8" }).map((r) => r.fields);

describe("CSV parser", () => {
  it("reads quoted fields, doubled quotes and newlines inside quotes", () => {
    expect(rows('a,"b ""q"" c","line1\nline2"\n')).toEqual([["a", 'b "q" c', "line1\nline2"]]);
  });

  it("accepts CRLF, LF and a last row without a newline", () => {
    expect(rows("a,b\r\nc,d\ne,f")).toEqual([
      ["a", "b"],
      ["c", "d"],
      ["e", "f"],
    ]);
  });

  it("skips blank lines and rows of empty cells", () => {
    expect(rows("a,b\n\n\r\n,\n  ,\t\nc,d\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
  });

  it("keeps empty cells and a trailing delimiter's empty cell", () => {
    expect(rows("a,,c,\n")).toEqual([["a", "", "c", ""]]);
  });

  it("reads semicolon and tab delimiters", () => {
    expect(rows('a;"b;c"\n', ";")).toEqual([["a", "b;c"]]);
    expect(rows("a\tb c\n", "\t")).toEqual([["a", "b c"]]);
  });

  it("gives the same records whatever the chunk boundaries, with exact byte offsets", () => {
    const text = Buffer.from('h1,h2\r\n"x\r\ny","a ""b"""\r\nü,é\r\n\r\nlast,row');
    const whole = parseCsv(text, { delimiter: ",", encoding: "utf-8" });
    for (let size = 1; size <= 7; size++) {
      const parser = new CsvParser({ delimiter: ",", encoding: "utf-8" });
      const got = [];
      for (let i = 0; i < text.length; i += size) got.push(...parser.push(text.subarray(i, i + size)));
      got.push(...parser.end());
      expect(got).toEqual(whole);
    }
    expect(whole.map((r) => r.fields)).toEqual([
      ["h1", "h2"],
      ["x\r\ny", 'a "b"'],
      ["ü", "é"],
      ["last", "row"],
    ]);
    // Each offset points just past the record: reading again from it gives the rest.
    const rest = parseCsv(text.subarray(whole[1]!.end), { delimiter: ",", encoding: "utf-8", offset: whole[1]!.end });
    expect(rest).toEqual(whole.slice(2));
  });

  it("refuses a file that ends inside an open quote", () => {
    expect(() => rows('a,"never closed\n')).toThrow(CsvError);
  });

  it("reads the BOM, CRLF and quoted-newline fixture", () => {
    const records = rows(fixture("bom-crlf-quoted.csv").subarray(3));
    expect(records).toEqual([
      ["Email", "First Name", "Last Name", "Notes", ""],
      ["ana@example.com", "Ana", "Müller", 'Met at the "Berlin" fair', ""],
      ["bo@example.com", "Bo", "Chen", "Line one\r\nLine two", ""],
      ["  BEN@Example.COM ", "Ben", "Ode", "a, b and c", ""],
    ]);
  });

  it("can count rows without decoding them", () => {
    const parser = new CsvParser({ delimiter: ",", encoding: "utf-8" });
    parser.decode = false;
    const records = [...parser.push(Buffer.from('a,b\n"x\ny",z\n\nc,d')), ...parser.end()];
    expect(records).toHaveLength(3);
    expect(records[0]!.fields).toEqual([]);
  });
});
