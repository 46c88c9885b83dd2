import { describe, expect, it } from "vitest";
import { addons, formatAmount, limitKeys, limitsFor, tierIds, tierLimits, tiers } from "./plans";

describe("plans", () => {
  it("sells the five tiers of the specification at its prices, mapped to its price identifiers", () => {
    expect(tiers.map((t) => [t.name, t.priceUsd, t.priceKey])).toEqual([
      ["Basic", 39, "lite"],
      ["Standard", 99, "one"],
      ["Advanced", 244, "two"],
      ["Premium", 494, "three"],
      ["Enterprise", 794, "four"],
    ]);
  });

  it("anchors Basic and Enterprise on the limits the issue gives", () => {
    expect(tierLimits.basic).toMatchObject({ users: 1, sources: 3, emails: 5_000, contacts: 1_000 });
    expect(tierLimits.enterprise).toMatchObject({ users: 50, sources: 150, emails: 1_000_000, contacts: 500_000 });
  });

  it("never lowers a limit from one tier to the next", () => {
    for (const key of limitKeys) {
      const values = tierIds.map((t) => tierLimits[t][key]);
      expect([...values].sort((a, b) => a - b)).toEqual(values);
    }
  });

  it("raises a limit by the add-on's step per unit and leaves the others alone", () => {
    const limits = limitsFor("standard", { users: 2, contacts: 3 });
    expect(limits.users).toBe(tierLimits.standard.users + 2 * addons.users.step);
    expect(limits.contacts).toBe(tierLimits.standard.contacts + 3 * addons.contacts.step);
    expect(limits.emails).toBe(tierLimits.standard.emails);
  });

  it("formats storage in binary units and counts with separators", () => {
    expect(formatAmount("storage", 5 * 1024 ** 3)).toBe("5 GB");
    expect(formatAmount("storage", 1024 ** 4)).toBe("1 TB");
    expect(formatAmount("contacts", 500_000)).toBe("500,000");
  });
});
