import { describe, expect, it } from "vitest";
import { csvFilename } from "./csv";

describe("a report CSV's file name", () => {
  it("makes a safe file name ending in .csv", () => {
    expect(csvFilename("Google Ads report 2026-01-01 – 2026-01-28")).toBe("Google Ads report 2026-01-01 – 2026-01-28.csv");
    expect(csvFilename("../../etc/passwd")).toBe("..-..-etc-passwd.csv");
    expect(csvFilename("a:b*c?.CSV")).toBe("a-b-c-.csv");
    expect(csvFilename("   ")).toBe("report.csv");
  });
});
