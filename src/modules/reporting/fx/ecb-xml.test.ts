import { describe, expect, it } from "vitest";
import { ninetyDayUrl, parseEcbXml } from "./ecb-xml";

const xml = `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <Cube>
    <Cube time='2026-11-27'>
      <Cube currency='USD' rate='1.0575'/>
      <Cube currency='JPY' rate='160.12'/>
    </Cube>
    <Cube time='2026-11-26'>
      <Cube currency='USD' rate='1.0561'/>
      <Cube currency='XXX' rate='-1'/>
    </Cube>
  </Cube>
</gesmes:Envelope>`;

describe("the ECB's reference-rate XML", () => {
  it("reads each day's rates per euro, oldest day first, skipping what isn't a rate", () => {
    expect(parseEcbXml(xml)).toEqual([
      { date: "2026-11-26", rates: { USD: "1.0561" } },
      { date: "2026-11-27", rates: { USD: "1.0575", JPY: "160.12" } },
    ]);
  });

  it("reads nothing out of something else", () => {
    expect(parseEcbXml("<html>Service unavailable</html>")).toEqual([]);
  });

  it("names the 90-day document beside the ECB's daily one only", () => {
    expect(ninetyDayUrl("https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml")).toBe(
      "https://www.ecb.europa.eu/stats/eurofxref/eurofxref-hist-90d.xml",
    );
    expect(ninetyDayUrl("http://127.0.0.1:8080/rates.xml")).toBeNull();
  });
});
