import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { CommitSelect, selectKeyAction } from "./commit-select";

describe("selectKeyAction", () => {
  it("treats arrows, Home/End, Page keys and typed letters as looking through the list, not choosing", () => {
    for (const key of ["ArrowDown", "ArrowUp", "Home", "End", "PageDown", "PageUp", "l", " "]) expect(selectKeyAction(key, false)).toBe("browse");
  });

  it("chooses the option shown on Enter and puts the chosen one back on Escape, only while one is shown", () => {
    expect(selectKeyAction("Enter", true)).toBe("commit");
    expect(selectKeyAction("Escape", true)).toBe("revert");
    expect(selectKeyAction("Enter", false)).toBe("none");
    expect(selectKeyAction("Escape", false)).toBe("none");
  });

  it("leaves Tab and modifier keys alone (leaving the field chooses, on blur)", () => {
    for (const key of ["Tab", "Shift", "Control", "Alt", "Meta"]) expect(selectKeyAction(key, true)).toBe("none");
  });
});

describe("CommitSelect", () => {
  it("renders the chosen value as a styled native select, without committing anything", () => {
    const onCommit = vi.fn();
    const html = renderToStaticMarkup(
      createElement(
        CommitSelect,
        { id: "report-range", className: "w-44", value: "last_28", onCommit },
        createElement("option", { value: "last_7" }, "Last 7 days"),
        createElement("option", { value: "last_28" }, "Last 28 days"),
      ),
    );
    expect(html).toContain('<div class="relative w-44"><select class="');
    expect(html).toContain('id="report-range"');
    expect(html).toContain('<option value="last_28" selected="">Last 28 days</option>');
    expect(onCommit).not.toHaveBeenCalled();
  });
});
