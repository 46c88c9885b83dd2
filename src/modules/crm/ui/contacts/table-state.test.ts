import { describe, expect, it } from "vitest";
import type { SegmentRules } from "../../contracts/segments.contracts";
import {
  activeRules,
  conditionCount,
  defaultTableState,
  nextSort,
  noSelection,
  pageState,
  parseStoredColumns,
  sameAsView,
  selectedCount,
  selectionInput,
  stateFromView,
  togglePage,
  toggleRow,
  viewConfig,
} from "./table-state";

const rules: SegmentRules = {
  combinator: "and",
  groups: [
    {
      combinator: "or",
      conditions: [
        { type: "tag", op: "has", value: "vip" },
        { type: "field", field: "leadScore", op: "gt", value: 50 },
      ],
    },
    { combinator: "and", conditions: [{ type: "consent", channel: "email", op: "is", value: "subscribed" }] },
  ],
};

describe("filters and sorting", () => {
  it("counts the conditions of every group and sends no rules for an empty filter", () => {
    expect(conditionCount(rules)).toBe(3);
    expect(activeRules(rules)).toBe(rules);
    expect(activeRules({ combinator: "and", groups: [] })).toBeUndefined();
  });

  it("flips the direction on the same column and starts dates and scores newest/highest first", () => {
    expect(nextSort({ field: "createdAt", dir: "desc" }, "createdAt")).toEqual({ field: "createdAt", dir: "asc" });
    expect(nextSort({ field: "createdAt", dir: "desc" }, "lastName")).toEqual({ field: "lastName", dir: "asc" });
    expect(nextSort({ field: "lastName", dir: "asc" }, "leadScore")).toEqual({ field: "leadScore", dir: "desc" });
  });
});

describe("saved views", () => {
  it("round-trips the table's state through a view's config", () => {
    const state = { rules, search: " dana ", sort: { field: "leadScore" as const, dir: "desc" as const }, columns: ["company", "custom:plan"] };
    const config = JSON.parse(JSON.stringify(viewConfig(state)));
    expect(stateFromView(config)).toEqual({ ...state, search: "dana" });
    expect(sameAsView({ ...state, search: "dana" }, config)).toBe(true);
    expect(sameAsView({ ...state, columns: ["company"] }, config)).toBe(false);
  });

  it("falls back to the defaults for whatever a stored config holds that no longer parses", () => {
    expect(stateFromView({ rules: { groups: "nope" }, sort: { field: "password", dir: "up" }, columns: [1, "tags"], search: 3 })).toEqual({
      ...defaultTableState,
      columns: ["tags"],
    });
    expect(stateFromView(null)).toEqual(defaultTableState);
  });

  it("reads remembered columns only when they are a list of names", () => {
    expect(parseStoredColumns('["tags","owner"]')).toEqual(["tags", "owner"]);
    expect(parseStoredColumns("{oops")).toBeNull();
    expect(parseStoredColumns('{"a":1}')).toBeNull();
    expect(parseStoredColumns(null)).toBeNull();
  });
});

describe("selection", () => {
  const loaded = ["a", "b", "c"];

  it("ticks rows one by one and reports the page as partly or fully selected", () => {
    let s = toggleRow(noSelection, "a", loaded);
    expect(pageState(s, loaded)).toBe("some");
    s = toggleRow(toggleRow(s, "b", loaded), "c", loaded);
    expect(pageState(s, loaded)).toBe("all");
    expect(pageState(toggleRow(s, "b", loaded), loaded)).toBe("some");
  });

  it("selects the loaded page from the header and clears it on a second click", () => {
    const page = togglePage(noSelection, loaded);
    expect(selectedCount(page, 500)).toBe(3);
    expect(togglePage(page, loaded)).toEqual(noSelection);
  });

  it("sends picked ids, or the whole filter once 'all matching' is chosen", () => {
    expect(selectionInput(togglePage(noSelection, loaded), rules, "")).toEqual({ ids: loaded });
    expect(selectionInput({ kind: "all" }, rules, " dana ")).toEqual({ rules, search: "dana" });
    expect(selectedCount({ kind: "all" }, 12_345)).toBe(12_345);
  });

  it("unticking one row of 'all matching' leaves the other loaded rows picked", () => {
    const s = toggleRow({ kind: "all" }, "b", loaded);
    expect(selectionInput(s, rules, "")).toEqual({ ids: ["a", "c"] });
  });
});
