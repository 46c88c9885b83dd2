import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { fitText } from "./fit";
import { measure } from "./fonts";
import { readWoffMetrics } from "./woff";

const metrics = readWoffMetrics(readFileSync(path.join(process.cwd(), "node_modules/@fontsource/inter/files/inter-latin-800-normal.woff")));
const base = { metrics, lineHeight: 1.1, maxSize: 100, minSize: 12 };

describe("fitting a headline", () => {
  it("measures with the font's own widths", () => {
    expect(measure(metrics, "iiii", 100)).toBeLessThan(measure(metrics, "WWWW", 100));
    expect(measure(metrics, "Hello", 20)).toBeCloseTo(measure(metrics, "Hello", 10) * 2, 6);
  });

  it("keeps a short headline at the largest size on one line", () => {
    const fit = fitText({ ...base, text: "Hello", width: 1000, height: 500 });
    expect(fit).toMatchObject({ size: 100, lines: ["Hello"], fits: true });
  });

  it("shrinks and wraps a long headline, never splitting a word", () => {
    const text = "Fresh roasted coffee delivered to your door every single week of the year";
    const fit = fitText({ ...base, text, width: 600, height: 300 });
    expect(fit.fits).toBe(true);
    expect(fit.size).toBeLessThan(100);
    expect(fit.lines.length).toBeGreaterThan(1);
    expect(fit.lines.join(" ")).toBe(text);
    expect(fit.lines.length * fit.size * 1.1).toBeLessThanOrEqual(300);
    for (const w of fit.widths) expect(w).toBeLessThanOrEqual(600);
  });

  it("shrinks a long word until it fits rather than breaking it", () => {
    const fit = fitText({ ...base, text: "Supercalifragilisticexpialidocious", width: 400, height: 400 });
    expect(fit.fits).toBe(true);
    expect(fit.lines).toEqual(["Supercalifragilisticexpialidocious"]);
    expect(fit.widths[0]).toBeLessThanOrEqual(400);
  });

  it("says when the text can't fit and ends it with whole words and an ellipsis", () => {
    const fit = fitText({ ...base, text: "A headline far too long for a tiny leaderboard slot at any readable size", width: 200, height: 20, minSize: 14 });
    expect(fit.fits).toBe(false);
    expect(fit.size).toBe(14);
    expect(fit.lines).toHaveLength(1);
    expect(fit.lines[0]).toMatch(/^A headline( \S+)*…$/);
    expect(fit.widths[0]).toBeLessThanOrEqual(200);
  });
});
