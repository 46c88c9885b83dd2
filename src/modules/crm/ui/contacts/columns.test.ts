import { describe, expect, it } from "vitest";
import { availableColumns, displayName, formatCustomValue, formatDate, initialsOf, optionLabel, resolveColumns, toggleColumn } from "./columns";

const custom = [
  { key: "plan", label: "Plan", type: "select" as const },
  { key: "seats", label: "Seats", type: "number" as const },
];

describe("columns", () => {
  it("offers the standard columns, then one per custom field", () => {
    const ids = availableColumns(custom).map((c) => c.id);
    expect(ids.slice(-2)).toEqual(["custom:plan", "custom:seats"]);
    expect(ids).toContain("lifecycleStage");
    expect(availableColumns(custom).find((c) => c.id === "custom:seats")?.align).toBe("right");
  });

  it("always draws the name first and drops columns whose custom field was deleted", () => {
    expect(resolveColumns(["tags", "custom:gone", "custom:plan", "tags"], custom).map((c) => c.id)).toEqual(["name", "tags", "custom:plan"]);
  });

  it("keeps the standard order when a column is turned on, custom columns last", () => {
    expect(toggleColumn(["tags", "custom:plan"], "company", true, custom)).toEqual(["company", "tags", "custom:plan"]);
    expect(toggleColumn(["company", "tags"], "company", false, custom)).toEqual(["tags"]);
  });
});

describe("cell text", () => {
  it("names a contact by name, else email, else phone", () => {
    expect(displayName({ firstName: "Dana", lastName: "Ray", email: "d@x.test" })).toBe("Dana Ray");
    expect(displayName({ firstName: null, lastName: null, email: "d@x.test" })).toBe("d@x.test");
    expect(displayName({ phone: "+14155550123" })).toBe("+14155550123");
    expect(displayName({})).toBe("Unnamed contact");
    expect(initialsOf({ firstName: "dana", lastName: "ray" })).toBe("DR");
    expect(initialsOf({ email: "zed@x.test" })).toBe("Z");
  });

  it("shows a vocabulary key's label, and an unknown key as it is", () => {
    const stages = [{ key: "mql", label: "Marketing qualified lead" }];
    expect(optionLabel(stages, "mql")).toBe("Marketing qualified lead");
    expect(optionLabel(stages, "retired_stage")).toBe("retired_stage");
    expect(optionLabel(stages, null)).toBe("");
  });

  it("formats custom values by their field's type", () => {
    expect(formatCustomValue("number", 12345.5, "en-US")).toBe("12,345.5");
    expect(formatCustomValue("number", 12345.5, "de-DE")).toBe("12.345,5");
    expect(formatCustomValue("date", "2025-03-14", "en-US")).toBe("Mar 14, 2025");
    expect(formatCustomValue("boolean", true)).toBe("Yes");
    expect(formatCustomValue("boolean", false)).toBe("No");
    expect(formatCustomValue("multi_select", ["A", "B"])).toBe("A, B");
    expect(formatCustomValue("url", "https://x.test")).toBe("https://x.test");
    expect(formatCustomValue("text", null)).toBe("");
    expect(formatCustomValue("select", "")).toBe("");
  });

  it("formats dates in the reader's locale and leaves missing or broken ones blank", () => {
    expect(formatDate(new Date("2025-03-14T12:00:00Z"), "en-GB", "UTC")).toBe("14 Mar 2025");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });
});
