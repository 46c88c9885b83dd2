import { createElement as h, createRef, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { mergeSlotProps, slot } from "./slot";

describe("slot (Button's asChild without Radix)", () => {
  it("runs both handlers, the child's first, and returns the child's result", () => {
    const calls: string[] = [];
    const merged = mergeSlotProps({ onClick: () => calls.push("slot") }, { onClick: () => (calls.push("child"), "from child") });
    expect((merged.onClick as () => unknown)()).toBe("from child");
    expect(calls).toEqual(["child", "slot"]);
  });

  it("keeps a handler only one side has, and lets the child's other props win", () => {
    const onFocus = vi.fn();
    const merged = mergeSlotProps({ onFocus, id: "slot", title: "t" }, { id: "child", onBlur: undefined });
    expect(merged.onFocus).toBe(onFocus);
    expect(merged.id).toBe("child");
    expect(merged.title).toBe("t");
  });

  it("joins class names (the slot's first) and merges styles (the child's win)", () => {
    const merged = mergeSlotProps({ className: "a", style: { color: "red", margin: 1 } }, { className: "b", style: { color: "blue" } });
    expect(merged.className).toBe("a b");
    expect(merged.style).toEqual({ color: "blue", margin: 1 });
    expect(mergeSlotProps({ className: "a" }, { className: undefined }).className).toBe("a");
  });

  it("gives the node to both refs, and clears them when it detaches", () => {
    const objectRef = createRef<unknown>();
    const seen: unknown[] = [];
    const merged = mergeSlotProps({ ref: objectRef }, { ref: (node: unknown) => void seen.push(node) });
    const cleanup = (merged.ref as (node: unknown) => () => void)("node");
    expect(objectRef.current).toBe("node");
    cleanup();
    expect(objectRef.current).toBeNull();
    expect(seen).toEqual(["node", null]);
    expect(mergeSlotProps({ ref: objectRef }, {}).ref).toBe(objectRef);
  });

  it("renders the child element with the merged props and puts `before` ahead of its children", () => {
    const link = h("a", { href: "/x", className: "mt-3" }, h("b", null, "Go"), "!");
    expect(renderToStaticMarkup(slot(link, { className: "btn", "data-x": "1" }, h("i", null)) as ReactElement)).toBe(
      '<a href="/x" class="btn mt-3" data-x="1"><i></i><b>Go</b>!</a>',
    );
    expect(() => slot("text", {})).toThrow();
  });
});
