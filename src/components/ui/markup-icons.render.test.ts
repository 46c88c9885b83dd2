import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as figureIcons from "./figure-icons";
import * as markupIcons from "./markup-icons";

describe("report and shell icons drawn without lucide-react's runtime", () => {
  const ours = [...Object.entries(markupIcons), ...Object.entries(figureIcons)].filter(([, v]) => typeof v === "function") as Array<
    [string, ComponentType<Record<string, unknown>>]
  >;

  it.each(ours)("draws %s with the same markup as lucide-react", (name, Icon) => {
    const theirs = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name]!;
    expect(theirs).toBeDefined();
    for (const props of [{ className: "size-4" }, { "aria-label": "Updating", className: "animate-spin" }]) {
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(renderToStaticMarkup(createElement(theirs, props)));
    }
  });
});
