import { describe, expect, it } from "vitest";
import { checkAsset, type AssetFields } from "@/modules/ai";
import { checkFieldsFor } from "../contracts/fields-by-kind";
import { copyAssetKinds } from "../contracts/items.constants";
import { demoLibrary } from "./demo-library";

describe("the demo library", () => {
  it("holds assets of their kind's shape, within every platform's hard limits (some are approved)", () => {
    for (const asset of demoLibrary) {
      expect(checkFieldsFor(asset.kind, asset.fields).ok, asset.title).toBe(true);
      const kind = asset.kind as (typeof copyAssetKinds)[number];
      expect(copyAssetKinds).toContain(kind);
      const errors = checkAsset(kind, asset.fields as AssetFields).filter((f) => f.severity === "error");
      expect(
        errors.map((f) => f.message),
        asset.title,
      ).toEqual([]);
    }
  });
});
