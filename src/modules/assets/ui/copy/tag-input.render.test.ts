import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ASSET_LIMITS } from "../../contracts/items.constants";
import { checkTag, TagInput } from "./tag-input";

const noop = () => undefined;

describe("an asset's tags", () => {
  it("are the shared chip input: a removable chip each, a text box and Add while saving is idle", () => {
    const html = renderToStaticMarkup(createElement(TagInput, { tags: ["spring", "coffee"], onChange: noop, readOnly: false }));
    expect(html).toContain('aria-label="Tags"');
    expect(html).toContain("Remove “spring” from tags");
    expect(html).toContain('id="asset-tags"');
    expect(html).toContain('aria-label="Add to tags"');
  });

  it("waits while a change saves, and shows no text box to a reader", () => {
    expect(renderToStaticMarkup(createElement(TagInput, { tags: ["spring"], onChange: noop, readOnly: false, pending: true }))).toMatch(/disabled=""/);
    const readOnly = renderToStaticMarkup(createElement(TagInput, { tags: [], onChange: noop, readOnly: true }));
    expect(readOnly).not.toContain('id="asset-tags"');
    expect(readOnly).toContain("None yet.");
  });

  it("trims and lower-cases a typed tag, and refuses empty, long, repeated and one too many", () => {
    expect(checkTag("  Spring   Sale ", [])).toEqual({ value: "spring sale" });
    expect(checkTag("   ", [])).toEqual({ error: "Type a tag to add" });
    expect(checkTag("x".repeat(ASSET_LIMITS.tagMax + 1), [])).toHaveProperty("error");
    expect(checkTag("Spring", ["spring"])).toEqual({ error: "“spring” is already a tag" });
    const full = Array.from({ length: ASSET_LIMITS.tagsMax }, (_, i) => `t${i}`);
    expect(checkTag("one more", full)).toEqual({ error: `An asset has at most ${ASSET_LIMITS.tagsMax} tags` });
  });
});
