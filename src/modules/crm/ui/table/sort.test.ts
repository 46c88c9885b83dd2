import { describe, expect, it } from "vitest";
import { nextSort } from "./sort";

describe("nextSort", () => {
  it("flips the order of the column already sorted", () => {
    expect(nextSort({ field: "name", dir: "asc" }, "name")).toEqual({ field: "name", dir: "desc" });
    expect(nextSort({ field: "name", dir: "desc" }, "name")).toEqual({ field: "name", dir: "asc" });
  });

  it("starts a new column ascending, or descending for the columns read newest or largest first", () => {
    expect(nextSort({ field: "name", dir: "desc" }, "closeDate")).toEqual({ field: "closeDate", dir: "asc" });
    expect(nextSort({ field: "name", dir: "asc" }, "amount", ["amount", "createdAt"])).toEqual({ field: "amount", dir: "desc" });
  });
});
