import { describe, expect, it } from "vitest";
import { evaluateFlag, flagsAnswer, rolloutHash, type FlagDefinition } from "./flags";

const flag = (over: Partial<FlagDefinition> = {}): FlagDefinition => ({
  id: "f",
  key: "new-editor",
  name: "New editor",
  enabled: true,
  rolloutPercent: 100,
  targetWorkspaceIds: null,
  payload: { color: "blue" },
  version: 2,
  ...over,
});

describe("flags", () => {
  it("hashes deterministically into [0, 1) as PostHog does", () => {
    expect(rolloutHash("k", "a")).toBe(rolloutHash("k", "a"));
    // sha1("k.a") = ... its first 15 hex digits over 0xfffffffffffffff.
    const h = rolloutHash("beta-feature", "some-distinct-id");
    expect(h).toBeGreaterThanOrEqual(0);
    expect(h).toBeLessThan(1);
  });

  it("rolls out to about the given share of visitors, the same ones every time", () => {
    const ids = Array.from({ length: 4000 }, (_, i) => `visitor-${i}`);
    const on = ids.filter((id) => evaluateFlag(flag({ rolloutPercent: 25 }), id, null).enabled);
    expect(on.length / ids.length).toBeGreaterThan(0.22);
    expect(on.length / ids.length).toBeLessThan(0.28);
    const again = ids.filter((id) => evaluateFlag(flag({ rolloutPercent: 25 }), id, null).enabled);
    expect(again).toEqual(on);
    // Raising the rollout keeps everyone who had it.
    const wider = new Set(ids.filter((id) => evaluateFlag(flag({ rolloutPercent: 50 }), id, null).enabled));
    expect(on.every((id) => wider.has(id))).toBe(true);
    expect(ids.every((id) => !evaluateFlag(flag({ rolloutPercent: 0 }), id, null).enabled)).toBe(true);
  });

  it("gives reasons: off, not targeted, targeted", () => {
    expect(evaluateFlag(flag({ enabled: false }), "a", null).reason.code).toBe("disabled");
    expect(evaluateFlag(flag({ targetWorkspaceIds: ["w1"] }), "a", "w2").reason.code).toBe("no_condition_match");
    expect(evaluateFlag(flag({ targetWorkspaceIds: ["w1"] }), "a", "w1")).toMatchObject({ enabled: true, reason: { code: "condition_match" } });
  });

  it("answers in posthog-js's v2 shape with the legacy fields", () => {
    const answer = flagsAnswer([flag(), flag({ key: "off", enabled: false })], "a", null);
    expect(answer.flags["new-editor"]).toMatchObject({
      key: "new-editor",
      enabled: true,
      variant: undefined,
      metadata: { version: 2, payload: '{"color":"blue"}' },
    });
    expect(answer.featureFlags).toEqual({ "new-editor": true, off: false });
    expect(answer.featureFlagPayloads).toEqual({ "new-editor": '{"color":"blue"}' });
    expect(Object.keys(flagsAnswer([flag(), flag({ key: "off" })], "a", null, ["off"]).flags)).toEqual(["off"]);
  });
});
