import { describe, expect, it } from "vitest";
import { assetKinds } from "../contracts/assets.constants";
import { generateOfflineAsset } from "./generate-asset";
import { randomKit } from "./kits.fixture";

/**
 * The issue's promise: over 10,000 generated assets across random brand kits, every one is within the
 * platforms' hard limits and passes brand lint, and the same seed gives the same asset.
 */
describe("the offline generator over 10,000 assets", () => {
  it("never breaks a hard limit or a brand rule, and repeats itself for the same seed", () => {
    const kits = 1_000;
    let assets = 0;
    const failures: string[] = [];
    for (let seed = 0; seed < kits; seed++) {
      const kit = randomKit(seed);
      for (const kind of assetKinds) {
        const asset = generateOfflineAsset(kind, kit, { seed: `kit-${seed}`, keywords: seed % 3 ? ["coffee beans"] : [] });
        assets++;
        // A kit too thin to fill a field's minimum says so (shortBy): the kit's gap, not a broken limit.
        const errors = asset.limitFindings.filter((f) => f.severity === "error" && !(isMinimum(f.rule) && (asset.shortBy[f.field] ?? 0) > 0));
        // An empty field (the kit too thin or its names against its own rules) can't carry a disclaimer either.
        const thin = Object.values(asset.shortBy).some((n) => n > 0);
        const lint = asset.lintFindings.filter((f) => !(thin && f.rule === "missing-disclaimer"));
        if (errors.length || lint.length) failures.push(`${kind} kit ${seed}: ${[...errors, ...lint].map((f) => f.message).join("; ")}`);
        if (seed % 50 === 0) expect(generateOfflineAsset(kind, kit, { seed: `kit-${seed}`, keywords: seed % 3 ? ["coffee beans"] : [] })).toEqual(asset);
      }
    }
    expect(assets).toBe(10_000);
    expect(failures.slice(0, 20)).toEqual([]);
  }, 600_000);
});

const isMinimum = (rule: string) => /\.(empty|count|items|min)[^.]*$/.test(rule);
