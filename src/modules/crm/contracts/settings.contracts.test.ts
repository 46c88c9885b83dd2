import { describe, expect, it } from "vitest";
import { customFieldFormInput, editCustomFieldFormInput } from "./settings.contracts";

const issuesOf = (result: { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));

describe("customFieldFormInput", () => {
  it("splits the typed options by line or comma, and keeps them only for dropdowns", () => {
    expect(customFieldFormInput.parse({ object: "contact", label: " Tier ", type: "select", options: "Gold, Silver\n\nBronze " })).toEqual({
      object: "contact",
      label: "Tier",
      type: "select",
      options: ["Gold", "Silver", "Bronze"],
    });
    expect(customFieldFormInput.parse({ object: "deal", label: "Notes", type: "text", options: "ignored" }).options).toEqual([]);
  });

  it("asks for a name, and for options on a dropdown", () => {
    expect(issuesOf(customFieldFormInput.safeParse({ object: "contact", label: "", type: "text", options: "" }))).toEqual({ label: "Name the field" });
    expect(issuesOf(customFieldFormInput.safeParse({ object: "contact", label: "Tier", type: "multi_select", options: " , " }))).toEqual({
      options: "Add at least one option",
    });
  });
});

describe("editCustomFieldFormInput", () => {
  const id = "5f0c3a43-0a31-4b7e-9d51-2a9f1b7e6c01";
  it("sends the options of a dropdown only", () => {
    expect(editCustomFieldFormInput.parse({ id, type: "select", label: "Tier", options: "A\nB" })).toEqual({ id, label: "Tier", options: ["A", "B"] });
    expect(editCustomFieldFormInput.parse({ id, type: "date", label: "Renewal", options: "" })).toEqual({ id, label: "Renewal" });
  });
});
