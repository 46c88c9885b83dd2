import { describe, expect, it } from "vitest";
import { formatBytes } from "@/lib/format";
import { fileProblem, formatCount } from "./import-copy";

describe("import screen helpers", () => {
  it("writes file sizes and counts", () => {
    expect(formatCount(1204)).toBe("1,204");
    expect(formatBytes(1536)).toBe("1.5 KB");
    expect(formatBytes(5 * 1024 * 1024)).toBe("5.0 MB");
  });

  it("refuses empty, huge and non-CSV files before uploading", () => {
    expect(fileProblem({ name: "a.csv", size: 0 })).toBe("This file is empty.");
    expect(fileProblem({ name: "a.csv", size: 600 * 1024 * 1024 })).toContain("512 MB");
    expect(fileProblem({ name: "a.xlsx", size: 10 })).toContain("Choose a CSV file");
    expect(fileProblem({ name: "export.CSV", size: 10 })).toBeNull();
  });
});
