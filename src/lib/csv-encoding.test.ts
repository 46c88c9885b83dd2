import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv-parser";
import { decodeCp1252, decodeField, EncodingSniffer } from "./csv-encoding";

const fixture = (name: string) => readFileSync(path.join(import.meta.dirname, "../modules/crm/import/fixtures", name));
const sniff = (buf: Buffer, chunk = buf.length) => {
  const s = new EncodingSniffer();
  for (let i = 0; i < buf.length; i += chunk) s.push(buf.subarray(i, i + chunk));
  return s.result();
};

describe("encodings", () => {
  it("decodes Windows-1252, including its 0x80–0x9F characters", () => {
    expect(decodeCp1252(Buffer.from([0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72]))).toBe("Müller");
    expect(decodeCp1252(Buffer.from([0x80, 0x93, 0x94, 0x63, 0x61, 0x66, 0xe9]))).toBe("€“”café");
  });

  it("tells UTF-8, Windows-1252 and mixed files apart, across chunk boundaries", () => {
    expect(sniff(fixture("bom-crlf-quoted.csv"), 1)).toBe("utf-8");
    expect(sniff(fixture("windows-1252.csv"), 3)).toBe("windows-1252");
    expect(sniff(fixture("mixed-encodings.csv"), 2)).toBe("mixed");
    expect(sniff(Buffer.from("plain ascii"))).toBe("utf-8");
  });

  it("reads a Windows-1252 file as such", () => {
    const records = parseCsv(fixture("windows-1252.csv"), { delimiter: ",", encoding: "windows-1252" }).map((r) => r.fields);
    expect(records[1]).toEqual(["mueller@example.de", "Jürgen", "Müller", "Café Zürich"]);
    expect(records[2]).toEqual(["zoe@example.fr", "Zoé", "Dupré", "“Les Étoiles” €"]);
  });

  it("decodes each field of a mixed file on its own", () => {
    const records = parseCsv(fixture("mixed-encodings.csv"), { delimiter: ",", encoding: "mixed" }).map((r) => r.fields);
    expect(records.slice(1)).toEqual([
      ["jose@example.es", "José", "Núñez"],
      ["rene@example.fr", "René", "Lefèvre"],
      ["chloe@example.fr", "Chloé", "Brontë"],
    ]);
  });

  it("keeps a genuine replacement character in UTF-8", () => {
    const buf = Buffer.from("a\uFFFDb");
    expect(decodeField(buf, 0, buf.length, "utf-8")).toBe("a\uFFFDb");
  });
});
