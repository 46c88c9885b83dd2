import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import * as icons from "./icons";

describe("first-load icons without lucide-react's runtime", () => {
  const ours = Object.entries(icons).filter(([, v]) => typeof v === "function") as Array<[string, ComponentType<Record<string, unknown>>]>;

  it.each(ours)("draws %s with the same markup as lucide-react", (name, Icon) => {
    const theirs = (lucide as unknown as Record<string, ComponentType<Record<string, unknown>>>)[name]!;
    expect(theirs).toBeDefined();
    for (const props of [{ className: "size-4" }, { "aria-label": "Updating", className: "animate-spin" }]) {
      expect(renderToStaticMarkup(createElement(Icon, props))).toBe(renderToStaticMarkup(createElement(theirs, props)));
    }
  });
});
