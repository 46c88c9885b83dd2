import { describe, expect, it } from "vitest";
import { compareValues, nextSort, paginate, rangeLabel, sortRows } from "./data-table-model";

type Row = { id: string; v: number | string | null | undefined };
const ids = (rows: Row[]) => rows.map((r) => r.id);
const byV = (r: Row) => r.v;

describe("sortRows", () => {
  const rows: Row[] = [
    { id: "a", v: 3 },
    { id: "b", v: null },
    { id: "c", v: 1 },
    { id: "d", v: 3 },
    { id: "e", v: undefined },
    { id: "f", v: Number.NaN },
    { id: "g", v: 2 },
  ];

  it("sorts ascending and descending with missing values last both ways", () => {
    expect(ids(sortRows(rows, byV, false))).toEqual(["c", "g", "a", "d", "b", "e", "f"]);
    expect(ids(sortRows(rows, byV, true))).toEqual(["a", "d", "g", "c", "b", "e", "f"]);
  });

  it("is stable: ties keep their original order in either direction", () => {
    const ties: Row[] = [1, 2, 3, 4, 5].map((n) => ({ id: String(n), v: n % 2 }));
    expect(ids(sortRows(ties, byV, false))).toEqual(["2", "4", "1", "3", "5"]);
    expect(ids(sortRows(ties, byV, true))).toEqual(["1", "3", "5", "2", "4"]);
  });

  it("sorts text naturally and without regard to case", () => {
    const text: Row[] = ["Campaign 10", "campaign 2", "Brand", "ad"].map((v) => ({ id: v, v }));
    expect(ids(sortRows(text, byV, false))).toEqual(["ad", "Brand", "campaign 2", "Campaign 10"]);
  });

  it("does not change the input array", () => {
    const copy = [...rows];
    sortRows(rows, byV, true);
    expect(rows).toEqual(copy);
  });

  it("puts numbers before text when a column mixes them", () => {
    expect(compareValues(5, "a")).toBe(-1);
    expect(compareValues("a", 5)).toBe(1);
    expect(compareValues(-1, -1)).toBe(0);
  });
});

describe("nextSort", () => {
  it("starts a new column in its first direction and flips the same column", () => {
    expect(nextSort(null, "spend", true)).toEqual({ id: "spend", desc: true });
    expect(nextSort({ id: "spend", desc: true }, "spend", true)).toEqual({ id: "spend", desc: false });
    expect(nextSort({ id: "spend", desc: false }, "name", false)).toEqual({ id: "name", desc: false });
  });
});

describe("paginate", () => {
  const rows = Array.from({ length: 312 }, (_, i) => i);

  it("returns the requested page and its range", () => {
    const page = paginate(rows, 2, 25);
    expect(page.rows[0]).toBe(25);
    expect(page.rows).toHaveLength(25);
    expect([page.page, page.pageCount, page.from, page.to, page.total]).toEqual([2, 13, 26, 50, 312]);
    expect(rangeLabel(paginate(rows, 1, 25))).toBe("1–25 of 312");
  });

  it("returns a short last page", () => {
    const page = paginate(rows, 13, 25);
    expect(page.rows).toHaveLength(12);
    expect(rangeLabel(page)).toBe("301–312 of 312");
  });

  it("clamps pages out of range and bad sizes", () => {
    expect(paginate(rows, 99, 25).page).toBe(13);
    expect(paginate(rows, 0, 25).page).toBe(1);
    expect(paginate(rows, Number.NaN, 25).page).toBe(1);
    expect(paginate([1, 2, 3], 1, 0).rows).toEqual([1]);
  });

  it("handles no rows", () => {
    expect(paginate([], 3, 25)).toEqual({ rows: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });

  it("groups thousands in the range label", () => {
    expect(rangeLabel({ from: 1001, to: 1025, total: 12500 })).toBe("1,001–1,025 of 12,500");
  });
});
