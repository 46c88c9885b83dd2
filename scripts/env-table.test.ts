import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { publicSettings, serverSettings } from "../src/env";
import { readmeWithTable } from "./env-table";

describe("README configuration table", () => {
  const readme = readFileSync(path.resolve(import.meta.dirname, "../README.md"), "utf8");
  it("is the one generated from src/env.ts (run `npm run env:table`)", () => {
    expect(readme).toBe(readmeWithTable(readme));
  });
  it("names every setting that is not per-platform", () => {
    for (const name of [...Object.keys(serverSettings), ...Object.keys(publicSettings)].filter(
      (n) => !/_(METRICS_|CLIENT_ID|CLIENT_SECRET|REDIRECT_URI|BASE_URL)/.test(n) || n.startsWith("APPSUMO") || n.startsWith("ZOOM"),
    )) {
      expect(readme).toContain(`\`${name}\``);
    }
  });
});
