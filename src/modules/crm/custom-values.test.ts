import { describe, expect, it } from "vitest";
import { checkCustomValues, keyFromLabel, type FieldDef } from "./custom-values";

const fields: FieldDef[] = [
  { key: "plan", label: "Plan", type: "select", options: ["Free", "Pro"] },
  { key: "seats", label: "Seats", type: "number", options: [] },
  { key: "renewal", label: "Renewal", type: "date", options: [] },
  { key: "vip", label: "VIP", type: "boolean", options: [] },
  { key: "channels", label: "Channels", type: "multi_select", options: ["Email", "SMS"] },
  { key: "site", label: "Site", type: "url", options: [] },
];

describe("custom values", () => {
  it("types each value by its field", () => {
    expect(
      checkCustomValues({ plan: "Pro", seats: "1,200", renewal: "2027-01-31", vip: true, channels: ["SMS", "SMS"], site: "https://x.test" }, fields),
    ).toEqual({
      values: { plan: "Pro", seats: 1200, renewal: "2027-01-31", vip: true, channels: ["SMS"], site: "https://x.test" },
      errors: {},
    });
  });

  it("names each problem by field for the form, and clears with null or empty", () => {
    const { values, errors } = checkCustomValues({ plan: "Gold", seats: "many", renewal: "31/01/2027", site: "x.test", ghost: 1, vip: null }, fields);
    expect(values).toEqual({ vip: null });
    expect(Object.keys(errors).sort()).toEqual(["custom.ghost", "custom.plan", "custom.renewal", "custom.seats", "custom.site"]);
  });

  it("makes stable keys from labels", () => {
    expect(keyFromLabel("Plan tier")).toBe("plan_tier");
    expect(keyFromLabel("Préférence (2025)")).toBe("preference_2025");
    expect(keyFromLabel("2nd email")).toBe("field_2nd_email");
  });
});
