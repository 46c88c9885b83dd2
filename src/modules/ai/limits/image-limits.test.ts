import { describe, expect, it } from "vitest";
import { imageLimits, imageLimitsFor } from "./image-limits";

describe("the image rows of the limits table", () => {
  it("gives each row a unique id, a https source and an unverified date until read", () => {
    const ids = imageLimits.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const r of imageLimits) {
      expect(r.source, r.id).toMatch(/^https:\/\//);
      expect(r.max, r.id).toBeGreaterThan(0);
      if (r.severity === "warning") expect(r.advice, r.id).toBeTruthy();
      if (r.measure === "file-bytes") expect(r.formats?.length, r.id).toBeGreaterThan(0);
    }
  });

  it("holds the display banners to 150 KB and the responsive and feed rows to theirs", () => {
    expect(imageLimitsFor(300, 250).find((r) => r.measure === "file-bytes")).toMatchObject({ platform: "google-ads", max: 150 * 1024, severity: "error" });
    expect(imageLimitsFor(1200, 628).map((r) => r.id)).toEqual(
      expect.arrayContaining(["meta.feed.text-share", "google-ads.responsive-display.landscape.min-width", "linkedin.single-image.file-bytes"]),
    );
    expect(imageLimitsFor(600, 200).map((r) => r.id)).toEqual(["email.header.file-bytes"]);
    expect(imageLimitsFor(999, 999)).toEqual([]);
  });
});
