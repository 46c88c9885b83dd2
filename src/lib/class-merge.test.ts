import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { classGroup, mergeClasses } from "./class-merge";

// tailwind-merge is the oracle: every class-like token of src/ (Tailwind builds CSS only for what its
// scanner finds in the sources, so these are all the classes a page can have), alone, doubled and
// in every pair, and every string literal of src/, must merge the same.
const SRC = path.resolve(import.meta.dirname, "..");
const files = readdirSync(SRC, { recursive: true, encoding: "utf8" })
  .filter((f) => /\.(tsx?|css|mdx?)$/.test(f))
  .map((f) => readFileSync(path.join(SRC, f), "utf8"));
const tokens = [...new Set(files.flatMap((text) => text.split(/[\s"'`{}]+/)).filter(Boolean))];
const literals = [...new Set(files.flatMap((text) => [...text.matchAll(/"([^"\n]*)"|'([^'\n]*)'|`([^`$]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3] ?? "")))].filter((s) =>
  /\S\s+\S/.test(s),
);
const known = (merge: (s: string) => string, t: string) => merge(`${t} ${t}`) === t;

describe("mergeClasses, against tailwind-merge over the classes of src/", () => {
  it("knows the same classes tailwind-merge knows among every token of src/", () => {
    const differ = tokens.filter((t) => known(mergeClasses, t) !== known(twMerge, t));
    expect(differ).toEqual([]);
  });

  it("resolves every ordered pair of known tokens as tailwind-merge does", () => {
    const universe = tokens.filter((t) => known(twMerge, t));
    expect(universe.length).toBeGreaterThan(500);
    const differ: string[] = [];
    for (const a of universe) {
      for (const b of universe) {
        const pair = `${a} ${b}`;
        if (mergeClasses(pair) !== twMerge(pair)) differ.push(pair);
      }
    }
    expect(differ.slice(0, 20)).toEqual([]);
  }, 120_000);

  it("merges every multi-class string literal of src/ as tailwind-merge does", () => {
    expect(literals.length).toBeGreaterThan(500);
    expect(literals.filter((s) => mergeClasses(s) !== twMerge(s))).toEqual([]);
  });

  it("lets the last class of a group win, per variant set and importance, keeping unknown classes", () => {
    expect(mergeClasses("px-2 py-1 p-4")).toBe("p-4");
    expect(mergeClasses("p-4 px-2")).toBe("p-4 px-2");
    expect(mergeClasses("text-sm text-primary text-base")).toBe("text-primary text-base");
    expect(mergeClasses("hover:md:bg-accent md:hover:bg-muted bg-card")).toBe("md:hover:bg-muted bg-card");
    expect(mergeClasses("h-9 size-4 w-2 !w-3 w-4")).toBe("size-4 !w-3 w-4");
    expect(mergeClasses("  my-class  border  border-2 border-input  ")).toBe("my-class border-2 border-input");
    expect(mergeClasses("")).toBe("");
  });

  it("names the group of a class, or none for what isn't a Tailwind utility", () => {
    expect(classGroup("max-w-[calc(100vw-1rem)]")).toBe("max-w");
    expect(classGroup("-translate-y-1/2")).toBe("translate-y");
    expect(classGroup("rounded-l-md")).toBe("rounded-l");
    expect(classGroup("[print-color-adjust:exact]")).toBe("[print-color-adjust]");
    expect(classGroup("top-level")).toBeUndefined();
    expect(classGroup("data-table")).toBeUndefined();
  });
});
