import { describe, expect, it } from "vitest";
import { viewsByArea } from "./usage.constants";

describe("viewsByArea", () => {
  it("puts each path in the area with the longest matching prefix, the rest in Other", () => {
    const areas = [
      { label: "Settings", prefixes: ["/marketing-dashboard/settings"] },
      { label: "CRM", prefixes: ["/marketing-dashboard/data/crm-lists", "/marketing-dashboard/settings/data-settings/crm"] },
      { label: "Data", prefixes: ["/marketing-dashboard/data"] },
    ];
    expect(
      viewsByArea(
        [
          { path: "/marketing-dashboard/settings/general", views: 3 },
          { path: "/marketing-dashboard/settings/data-settings/crm", views: 2 },
          { path: "/marketing-dashboard/data/crm-lists", views: 4 },
          { path: "/marketing-dashboard/data/marketing-reporting-tools", views: 1 },
          { path: "/marketing-dashboard/datax", views: 5 },
        ],
        areas,
      ),
    ).toEqual([
      { label: "CRM", value: 6 },
      { label: "Other", value: 5 },
      { label: "Settings", value: 3 },
      { label: "Data", value: 1 },
    ]);
  });
});
