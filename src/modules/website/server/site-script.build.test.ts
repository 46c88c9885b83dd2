import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildSiteScript } from "./site-script.build";

describe("the site script", () => {
  it("compiles into one IIFE of at most 10 kB gzipped", async () => {
    const { code, hash } = await buildSiteScript();
    const gzipped = gzipSync(code, { level: 9 }).length;
    console.info(`site.js: ${code.length} bytes, ${gzipped} bytes gzipped`);
    expect(code.startsWith("(()=>{") || code.startsWith('"use strict";(()=>{')).toBe(true);
    expect(gzipped).toBeLessThanOrEqual(10 * 1024);
    expect(hash).toMatch(/^[\w-]{16}$/);
    expect(code).not.toMatch(/innerHTML|insertAdjacentHTML|document\.write|eval\(/);
  }, 60_000);
});
