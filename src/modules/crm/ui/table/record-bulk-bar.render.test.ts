import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { changesNothing, RecordBulkBar } from "./record-bulk-bar";

const bar = (over: Partial<Parameters<typeof RecordBulkBar>[0]> = {}) =>
  renderToStaticMarkup(
    createElement(RecordBulkBar, {
      selection: { kind: "ids", ids: new Set(["a", "b"]) },
      total: 1204,
      loadedCount: 2,
      pageAll: true,
      access: { canWrite: true, canDelete: true },
      onSelectAll: () => undefined,
      onClear: () => undefined,
      onDone: () => undefined,
      one: "deal",
      many: "deals",
      editDescription: "Only what you change is written.",
      deleteDescription: "They are deleted for good.",
      editForm: () => null,
      onDelete: async () => undefined,
      ...over,
    }),
  );

describe("the companies' and deals' bulk bar", () => {
  it("says how many records are ticked, offers the whole filter, and the actions the role allows", () => {
    const html = bar();
    expect(html).toContain("2 deals selected");
    expect(html).toContain("Select all 1,204 deals matching");
    expect(html).toMatch(/Edit<\/button>/);
    expect(html).toMatch(/Delete<\/button>/);
  });

  it("leaves out Edit and Delete for a role without them", () => {
    const html = bar({ access: { canWrite: false, canDelete: false } });
    expect(html).not.toMatch(/Edit<\/button>/);
    expect(html).not.toMatch(/Delete<\/button>/);
    expect(html).toContain("Clear selection");
  });

  it("counts a bulk form that keeps every value as no change", () => {
    expect(changesNothing({ ownerId: undefined, size: undefined })).toBe(true);
    expect(changesNothing({ ownerId: null })).toBe(false);
    expect(changesNothing({})).toBe(true);
  });
});
