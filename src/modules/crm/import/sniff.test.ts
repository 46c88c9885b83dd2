import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { cleanHeaders, CsvInspector, sniffDelimiter } from "./sniff";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "fixtures", name));

function inspect(buf: Buffer, chunk = 7) {
  const inspector = new CsvInspector();
  for (let i = 0; i < buf.length; i += chunk) inspector.push(buf.subarray(i, i + chunk));
  return inspector.finish();
}

describe("sniffing an upload", () => {
  it("finds the delimiter", () => {
    expect(sniffDelimiter(fixture("semicolon-european.csv"), true)).toBe(";");
    expect(sniffDelimiter(fixture("tab-delimited.tsv"), true)).toBe("\t");
    expect(sniffDelimiter(fixture("salesforce-export.csv"), true)).toBe(",");
    expect(sniffDelimiter(Buffer.from('name;note\n"Doe, Jane";"a, b"\n'), true)).toBe(";");
  });

  it("strips the BOM, counts data rows (not blank lines) and keeps a decoded preview", () => {
    const facts = inspect(fixture("bom-crlf-quoted.csv"));
    expect(facts).toMatchObject({ delimiter: ",", encoding: "utf-8", rows: 3 });
    expect(facts.headers).toEqual(["Email", "First Name", "Last Name", "Notes", "Column 5"]);
    expect(facts.preview[1]![3]).toBe("Line one\r\nLine two");
    // Data starts right after the header's line ending (BOM included in the offset).
    expect(fixture("bom-crlf-quoted.csv").subarray(facts.dataOffset).toString("utf8").startsWith("ana@example.com")).toBe(true);
  });

  it("previews a Windows-1252 file decoded as Windows-1252", () => {
    const facts = inspect(fixture("windows-1252.csv"), 5);
    expect(facts.encoding).toBe("windows-1252");
    expect(facts.preview[0]).toEqual(["mueller@example.de", "Jürgen", "Müller", "Café Zürich"]);
  });

  it("counts past the preview without decoding and sees a semicolon file", () => {
    const lines = ["email;name", ...Array.from({ length: 500 }, (_, i) => `p${i}@x.com;"Name\n${i}"`)].join("\n");
    const facts = inspect(Buffer.from(lines), 4096);
    expect(facts).toMatchObject({ delimiter: ";", rows: 500 });
    expect(facts.preview).toHaveLength(20);
    expect(facts.preview[19]).toEqual(["p19@x.com", "Name\n19"]);
  });

  it("names blank headers and numbers duplicates", () => {
    expect(cleanHeaders(["Email", " ", "email", "Email"])).toEqual(["Email", "Column 2", "email (2)", "Email (3)"]);
  });
});
