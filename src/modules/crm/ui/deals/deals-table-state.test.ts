import { describe, expect, it } from "vitest";
import { dealsStateFromView, dealsViewConfig, defaultDealsState, resolveDealColumns } from "./deals-table-state";

const pipelineId = "7d8c2b36-5a8e-4c49-9a0e-0c3a3e7f1f11";

describe("deals table state", () => {
  it("round-trips the pipeline, filters, search, sort and columns through a saved view", () => {
    const state = {
      filters: { status: "won" as const, pipelineId, closeFrom: "2030-01-01", closeTo: "2030-03-31", ownerId: "none" },
      search: " renewal ",
      sort: { field: "amount" as const, dir: "desc" as const },
      columns: ["amount", "owner"],
    };
    const config = JSON.parse(JSON.stringify(dealsViewConfig(state)));
    expect(Object.keys(config.filters)).toEqual(["closeFrom", "closeTo", "ownerId", "pipelineId", "status"]);
    expect(dealsStateFromView(config)).toEqual({ ...state, search: "renewal" });
  });

  it("falls back to the defaults for what no longer parses, and always draws the name first", () => {
    expect(dealsStateFromView({ filters: { status: "maybe" }, sort: { field: "amount", dir: "sideways" } })).toEqual(defaultDealsState);
    expect(resolveDealColumns(["owner", "custom:gone", "stage"], [{ key: "region", label: "Region", type: "text" }]).map((c) => c.id)).toEqual([
      "name",
      "owner",
      "stage",
    ]);
  });
});
