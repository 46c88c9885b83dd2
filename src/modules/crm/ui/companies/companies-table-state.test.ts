import { describe, expect, it } from "vitest";
import { filterCount } from "../table/view-state";
import { companiesStateFromView, companiesViewConfig, defaultCompaniesState, resolveCompanyColumns } from "./companies-table-state";

describe("companies table state", () => {
  it("round-trips filters, search, sort and columns through a saved view, whatever order the filters were set in", () => {
    const state = {
      filters: { sizes: ["11-50" as const], ownerId: "none" as const, industry: "" },
      search: " acme ",
      sort: { field: "dealCount" as const, dir: "desc" as const },
      columns: ["industry", "custom:tier"],
    };
    const config = JSON.parse(JSON.stringify(companiesViewConfig(state)));
    expect(config.filters).toEqual({ ownerId: "none", sizes: ["11-50"] });
    const back = companiesStateFromView(config);
    expect(back).toEqual({ ...state, filters: { ownerId: "none", sizes: ["11-50"] }, search: "acme" });
    expect(JSON.stringify(companiesViewConfig(back))).toBe(JSON.stringify(companiesViewConfig({ ...state, filters: { ownerId: "none", sizes: ["11-50"] } })));
  });

  it("falls back to the defaults for what a stored config holds that no longer parses", () => {
    expect(companiesStateFromView({ filters: { sizes: ["huge"] }, sort: { field: "password", dir: "up" }, columns: [1, "owner"], search: 3 })).toEqual({
      ...defaultCompaniesState,
      columns: ["owner"],
    });
    expect(companiesStateFromView(null)).toEqual(defaultCompaniesState);
  });

  it("counts the filters that are on and always draws the name first", () => {
    expect(filterCount({ sizes: [], industry: "soft", ownerId: undefined })).toBe(1);
    expect(resolveCompanyColumns(["owner", "custom:gone", "owner", "domain"], []).map((c) => c.id)).toEqual(["name", "owner", "domain"]);
  });
});
