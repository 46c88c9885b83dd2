import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { zipStored } from "./zip";

describe("a ZIP of stored files", () => {
  it("is read by unzip: every file, its name (UTF-8, a repeated name numbered) and its exact bytes", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "amt-zip-"));
    try {
      const a = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
      const b = Buffer.alloc(70_000, 7);
      writeFileSync(
        path.join(dir, "set.zip"),
        zipStored([
          { name: "Café 1080x1080.png", data: a },
          { name: "banner.png", data: b },
          { name: "banner.png", data: a },
        ]),
      );
      expect(execFileSync("unzip", ["-tq", "set.zip"], { cwd: dir, encoding: "utf8" })).toMatch(/No errors detected/);
      execFileSync("unzip", ["-q", "set.zip", "-d", "out"], { cwd: dir, env: { ...process.env, LC_ALL: "C.UTF-8" } });
      expect(readFileSync(path.join(dir, "out", "Café 1080x1080.png"))).toEqual(a);
      expect(readFileSync(path.join(dir, "out", "banner.png"))).toEqual(b);
      expect(readFileSync(path.join(dir, "out", "banner (2).png"))).toEqual(a);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
