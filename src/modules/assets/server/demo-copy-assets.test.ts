import { describe, expect, it } from "vitest";
import { checkAsset, lintAsset } from "@/modules/ai";
import { demoBrandKit } from "./demo-brand-kit";
import { demoCopyAssets } from "./demo-copy-assets";

describe("the demo copy assets", () => {
  it("are labelled demo data and stay within every platform's limits", () => {
    for (const a of demoCopyAssets) {
      expect(a.title).toContain("(demo)");
      const errors = checkAsset(a.kind as never, a.fields as never).filter((f) => f.severity === "error");
      expect(errors, a.title).toEqual([]);
    }
  });

  it("pass the demo brand kit's errors (banned words, claims, disclaimers)", () => {
    for (const a of demoCopyAssets) {
      const errors = lintAsset(a.kind as never, a.fields as never, demoBrandKit).filter((f) => f.severity === "error");
      expect(errors, a.title).toEqual([]);
    }
  });
});
