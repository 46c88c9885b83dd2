/**
 * Tailwind class merging, small enough for the browser: tailwind-merge's algorithm (the last class of
 * a conflict group wins, per variant set and `!`) over the utilities this codebase writes. Its class
 * table covers what src/ uses (and the common neighbours of each utility); class-merge.test.ts runs it
 * against tailwind-merge over every class-like token in src/, pair by pair, and over every class
 * string literal, so a class that isn't covered fails that test the day it is written.
 * Anything it doesn't know is kept as written, as tailwind-merge keeps classes it doesn't know.
 */

type Resolve = (value: string) => string | undefined;

const NUMBER = /^\d+(\.\d+)?$/;
const FRACTION = /^\d+\/\d+$/;
const TSHIRT = /^(\d+(\.\d+)?)?(xs|sm|md|lg|xl)$/;
const ARBITRARY = /^(\[.+\]|\(.+\))$/;
/** An arbitrary value that is a length (`[10px]`, `[0.85em]`, `[length:var(--x)]`, `(length:--x)`). */
const ARBITRARY_LENGTH = /^(\[(length:.+|-?\d*\.?\d+(%|[a-z]+)|0|(calc|min|max|clamp)\(.+\))\]|\(length:.+\))$/;
const SIZES = "auto full screen dvw dvh lvw lvh svw svh min max fit lh none prose px";

const isArbitrary = (v: string) => ARBITRARY.test(v);
const isNumber = (v: string) => NUMBER.test(v);
/** Spacing, sizing and position values: the spacing scale, fractions, size keywords, t-shirt sizes, arbitrary values. */
/** The spacing scale: numbers, `px`, arbitrary values (padding, gaps). */
const isSpacing = (v: string) => NUMBER.test(v) || v === "px" || isArbitrary(v);
/** Offsets (margins, inset, translate): spacing, fractions, `full`, `auto`. */
const isOffset = (v: string) => isSpacing(v) || FRACTION.test(v) || v === "full" || v === "auto";
/** Widths and heights: offsets, t-shirt sizes and the size keywords. */
const isSize = (v: string) => isOffset(v) || TSHIRT.test(v) || ` ${SIZES} `.includes(` ${v} `);
const among = (list: string) => (v: string) => ` ${list} `.includes(` ${v} `);

/** A group for values that pass `test`, none otherwise. */
const when =
  (group: string, test: (v: string) => boolean): Resolve =>
  (v) =>
    v !== "" && test(v) ? group : undefined;
/** Width-or-colour utilities (`border`, `ring`, `outline`): empty, a number or a length is a width, anything else a colour. */
const widthOrColor =
  (width: string, color: string, style?: string): Resolve =>
  (v) =>
    v === "" || isNumber(v) || ARBITRARY_LENGTH.test(v) ? width : style && among("solid dashed dotted double hidden none")(v) ? style : color;

const isRadius = (v: string) => v === "" || v === "none" || v === "full" || TSHIRT.test(v) || isArbitrary(v);
const TEXT_SIZE = (v: string) => v === "base" || TSHIRT.test(v) || ARBITRARY_LENGTH.test(v);

/** Whole class names (after variants and a leading `-`) and their group. */
const WORDS = new Map<string, string>();
for (const [group, words] of Object.entries({
  display: "block inline-block inline flex inline-flex table inline-table table-caption table-cell table-column table-column-group table-footer-group table-header-group table-row-group table-row flow-root grid inline-grid contents list-item hidden",
  position: "static fixed absolute relative sticky",
  visibility: "visible invisible collapse",
  sr: "sr-only not-sr-only",
  "font-style": "italic not-italic",
  "font-smoothing": "antialiased subpixel-antialiased",
  "text-transform": "uppercase lowercase capitalize normal-case",
  "text-decoration": "underline overline line-through no-underline",
  "text-overflow": "truncate text-ellipsis text-clip",
  "fvn-spacing": "proportional-nums tabular-nums",
  "border-collapse": "border-collapse border-separate",
  "table-layout": "table-auto table-fixed",
  "flex-direction": "flex-row flex-row-reverse flex-col flex-col-reverse",
  "flex-wrap": "flex-wrap flex-wrap-reverse flex-nowrap",
  "ring-w-inset": "ring-inset",
  container: "container",
  "container-type": "@container",
  filter: "filter filter-none",
  transform: "transform transform-cpu transform-gpu transform-none",
  isolation: "isolate isolation-auto",
})) {
  for (const word of words.split(" ")) WORDS.set(word, group);
}

/** Utilities by prefix, each with a resolver that reads the value and names the group (none for a value it doesn't take). */
const PREFIXES = new Map<string, Resolve>(Object.entries({
  text: (v) =>
    v === "" ? undefined : among("left center right justify start end")(v) ? "text-alignment" : TEXT_SIZE(v) ? "font-size" : "text-color",
  bg: (v) =>
    v === "" ? undefined
    : v === "none" || /^\[(url|image):|^\[[a-z-]*gradient\(/.test(v) ? "bg-image"
    : among("auto cover contain")(v) || /^\[(length|size|bg-size):/.test(v) ? "bg-size"
    : "bg-color",
  border: widthOrColor("border-w", "border-color", "border-style"),
  "border-spacing": when("border-spacing", isSize),
  ring: widthOrColor("ring-w", "ring-color"),
  outline: widthOrColor("outline-w", "outline-color", "outline-style"),
  "outline-offset": when("outline-offset", (v) => isNumber(v) || isArbitrary(v)),
  shadow: (v) => (v === "" || among("inner none")(v) || TSHIRT.test(v) ? "shadow" : "shadow-color"),
  stroke: (v) => (v === "" ? undefined : isNumber(v) || ARBITRARY_LENGTH.test(v) ? "stroke-w" : "stroke"),
  fill: when("fill", () => true),
  accent: when("accent", () => true),
  font: (v) =>
    v === "" ? undefined : among("thin extralight light normal medium semibold bold extrabold black")(v) ? "font-weight" : "font-family",
  leading: when("leading", (v) => among("none tight snug normal relaxed loose")(v) || isNumber(v) || isArbitrary(v)),
  tracking: when("tracking", (v) => among("tighter tight normal wide wider widest")(v) || isArbitrary(v)),
  decoration: (v) => (among("solid double dotted dashed wavy")(v) ? "text-decoration-style" : undefined),
  "underline-offset": when("underline-offset", (v) => v === "auto" || isNumber(v) || isArbitrary(v)),
  rounded: (v) => (isRadius(v) ? "rounded" : undefined),
  flex: when("flex", (v) => isNumber(v) || FRACTION.test(v) || among("auto initial none")(v) || v.startsWith("[")),
  grow: (v) => (v === "" || isNumber(v) || isArbitrary(v) ? "grow" : undefined),
  shrink: (v) => (v === "" || isNumber(v) || isArbitrary(v) ? "shrink" : undefined),
  order: when("order", (v) => isNumber(v) || among("first last none")(v) || isArbitrary(v)),
  "grid-cols": when("grid-cols", (v) => isNumber(v) || among("none subgrid")(v) || isArbitrary(v)),
  "grid-rows": when("grid-rows", (v) => isNumber(v) || among("none subgrid")(v) || isArbitrary(v)),
  "col-span": when("col-start-end", (v) => isNumber(v) || v === "full" || isArbitrary(v)),
  "col-start": when("col-start", (v) => isNumber(v) || v === "auto" || isArbitrary(v)),
  "col-end": when("col-end", (v) => isNumber(v) || v === "auto" || isArbitrary(v)),
  "row-span": when("row-start-end", (v) => isNumber(v) || v === "full" || isArbitrary(v)),
  "row-start": when("row-start", (v) => isNumber(v) || v === "auto" || isArbitrary(v)),
  "row-end": when("row-end", (v) => isNumber(v) || v === "auto" || isArbitrary(v)),
  items: when("align-items", among("start end center baseline stretch end-safe center-safe baseline-last")),
  self: when("align-self", among("auto start end center stretch baseline end-safe center-safe baseline-last")),
  content: (v) =>
    among("normal center start end between around evenly stretch baseline end-safe center-safe")(v) ? "align-content" : v === "none" || isArbitrary(v) ? "content" : undefined,
  justify: when("justify-content", among("normal start end center between around evenly stretch baseline end-safe center-safe")),
  "justify-items": when("justify-items", among("start end center stretch normal end-safe center-safe")),
  "justify-self": when("justify-self", among("auto start end center stretch end-safe center-safe")),
  overflow: when("overflow", among("auto hidden clip visible scroll")),
  "overflow-x": when("overflow-x", among("auto hidden clip visible scroll")),
  "overflow-y": when("overflow-y", among("auto hidden clip visible scroll")),
  whitespace: when("whitespace", among("normal nowrap pre pre-line pre-wrap break-spaces")),
  break: when("break", among("normal words all keep")),
  "break-inside": when("break-inside", among("auto avoid avoid-page avoid-column")),
  wrap: when("wrap", among("break-word anywhere normal")),
  align: when("vertical-align", among("baseline top middle bottom text-top text-bottom sub super")),
  list: (v) => (among("disc decimal none")(v) || isArbitrary(v) ? "list-style-type" : among("inside outside")(v) ? "list-style-position" : undefined),
  object: when("object-fit", among("contain cover fill none scale-down")),
  caption: when("caption", among("top bottom")),
  cursor: when(
    "cursor",
    (v) =>
      among("auto default pointer wait text move help not-allowed none context-menu progress cell crosshair vertical-text alias copy no-drop grab grabbing all-scroll zoom-in zoom-out")(v) ||
      /^(col|row|[nesw]|ne|nw|se|sw|ew|ns|nesw|nwse)-resize$/.test(v) ||
      isArbitrary(v),
  ),
  select: when("select", among("none text all auto")),
  resize: (v) => (v === "" || among("none y x")(v) ? "resize" : undefined),
  appearance: when("appearance", among("none auto")),
  "pointer-events": when("pointer-events", among("auto none")),
  "touch-pan": (v) => (among("x left right")(v) ? "touch-x" : among("y up down")(v) ? "touch-y" : undefined),
  snap: (v) =>
    among("start end center align-none")(v) ? "snap-align" : among("mandatory proximity")(v) ? "snap-strictness" : among("none x y both")(v) ? "snap-type" : undefined,
  transition: (v) => (v === "" || among("all colors opacity shadow transform none")(v) || isArbitrary(v) ? "transition" : undefined),
  duration: when("duration", (v) => isNumber(v) || v === "initial" || isArbitrary(v)),
  ease: when("ease", (v) => among("linear initial in out in-out")(v) || isArbitrary(v)),
  animate: when("animate", (v) => among("none spin ping pulse bounce")(v) || isArbitrary(v)),
  opacity: when("opacity", (v) => isNumber(v) || isArbitrary(v)),
  z: when("z", (v) => /^\d+$/.test(v) || v === "auto" || isArbitrary(v)),
  rotate: when("rotate", (v) => isNumber(v) || v === "none" || isArbitrary(v)),
  blur: (v) => (v === "" || v === "none" || TSHIRT.test(v) || isArbitrary(v) ? "blur" : undefined),
  "backdrop-blur": (v) => (v === "" || v === "none" || TSHIRT.test(v) || isArbitrary(v) ? "backdrop-blur" : undefined),
  "divide-x": (v) => (v === "" || isNumber(v) || ARBITRARY_LENGTH.test(v) ? "divide-x" : undefined),
  "divide-y": (v) => (v === "" || isNumber(v) || ARBITRARY_LENGTH.test(v) ? "divide-y" : undefined),
} satisfies Record<string, Resolve>));

// Boxes: padding, margin, inset, gaps and sizes take sizes; sides and corners follow their whole.
for (const [names, test] of [
  ["p px py ps pe pt pr pb pl gap gap-x gap-y space-x space-y scroll-mt scroll-mb", isSpacing],
  ["m mx my ms me mt mr mb ml inset inset-x inset-y start end top right bottom left translate-x translate-y", isOffset],
  ["w h size min-w min-h max-w max-h basis", isSize],
] as const) {
  for (const name of names.split(" ")) PREFIXES.set(name, when(name, test));
}
for (const side of "x y s e t r b l".split(" ")) {
  PREFIXES.set(`border-${side}`, widthOrColor(`border-w-${side}`, `border-color-${side}`));
}
for (const corner of "s e t r b l ss se ee es tl tr br bl".split(" ")) {
  PREFIXES.set(`rounded-${corner}`, (v) => (isRadius(v) ? `rounded-${corner}` : undefined));
}

/** Groups a class of another group overrides (`p-4` after `px-2` drops it; not the other way round). */
const CONFLICTS: Record<string, string[]> = {
  size: ["w", "h"],
  gap: ["gap-x", "gap-y"],
  overflow: ["overflow-x", "overflow-y"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  "border-spacing": ["border-spacing-x", "border-spacing-y"],
  "fvn-spacing": ["fvn-normal"],
  "touch-x": ["touch"],
  "touch-y": ["touch"],
  inset: ["inset-x", "inset-y", "start", "end", "top", "right", "bottom", "left"],
  "inset-x": ["start", "end", "right", "left"],
  "inset-y": ["top", "bottom"],
  rounded: "s e t r b l ss se ee es tl tr br bl".split(" ").map((c) => `rounded-${c}`),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "rounded-s": ["rounded-ss", "rounded-es"],
  "rounded-e": ["rounded-se", "rounded-ee"],
};
// The four-sided boxes: the whole overrides every side, an axis its two sides.
for (const [whole, sep] of [["p", ""], ["m", ""], ["border-w", "-"], ["border-color", "-"]] as const) {
  CONFLICTS[whole] = "x y s e t r b l".split(" ").map((s) => whole + sep + s);
  CONFLICTS[whole + sep + "x"] = "s e r l".split(" ").map((s) => whole + sep + s);
  CONFLICTS[whole + sep + "y"] = "t b".split(" ").map((s) => whole + sep + s);
}

/** The group of a class without variants or `!`, if it is a utility this table knows. */
export function classGroup(base: string): string | undefined {
  if (base.startsWith("[") && base.endsWith("]")) {
    const colon = base.indexOf(":");
    return colon > 1 ? `[${base.slice(1, colon)}]` : undefined;
  }
  const name = base.startsWith("-") && base.length > 1 ? base.slice(1) : base;
  const word = WORDS.get(name);
  if (word) return word;
  // Longest prefix first: `max-w-[calc(100vw-1rem)]` is max-w's, `rounded-l-md` rounded-l's. A value in brackets has no cut.
  const bracket = name.search(/[[(]/);
  const end = bracket === -1 ? name.length : bracket;
  for (let cut = end; cut > 0; cut = name.lastIndexOf("-", cut - 1)) {
    if (cut !== name.length && name[cut] !== "-") continue;
    const group = PREFIXES.get(name.slice(0, cut))?.(name.slice(cut + 1));
    if (group) return group;
  }
  return undefined;
}

/** Variants whose order changes the selector; the rest are sorted so `hover:md:` and `md:hover:` are one. */
const ORDERED = new Set(["*", "**", "after", "backdrop", "before", "details-content", "file", "first-letter", "first-line", "marker", "placeholder", "selection"]);

function variantKey(variants: string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  for (const v of variants) {
    if (v.startsWith("[") || ORDERED.has(v)) {
      out.push(...run.sort(), v);
      run = [];
    } else run.push(v);
  }
  return [...out, ...run.sort()].join(":");
}

/** Split `md:hover:!px-2/50` into variants, `!`, the base class and where its `/modifier` starts. */
function parse(className: string) {
  const variants: string[] = [];
  let depth = 0;
  let start = 0;
  let slash = -1;
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (depth === 0 && c === ":") {
      variants.push(className.slice(start, i));
      start = i + 1;
    } else if (depth === 0 && c === "/") slash = i;
    else if (c === "[" || c === "(") depth++;
    else if (c === "]" || c === ")") depth--;
  }
  let base = className.slice(start);
  const important = base.endsWith("!") || base.startsWith("!");
  if (important) base = base.endsWith("!") ? base.slice(0, -1) : base.slice(1);
  return { variants, important, base, postfix: slash > start ? slash - start : -1 };
}

function groupOf(base: string, postfix: number): string | undefined {
  return (postfix > 0 && classGroup(base.slice(0, postfix))) || classGroup(base);
}

/** tailwind-merge's `twMerge` for the classes of this codebase: later classes override earlier ones of the same group. */
export function mergeClasses(classList: string): string {
  const taken = new Set<string>();
  const kept: string[] = [];
  const classes = classList.trim().split(/\s+/);
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const { variants, important, base, postfix } = parse(className);
    const group = groupOf(base, postfix);
    if (group) {
      const prefix = variantKey(variants) + (important ? "!" : "");
      if (taken.has(prefix + group)) continue;
      taken.add(prefix + group);
      for (const other of CONFLICTS[group] ?? []) taken.add(prefix + other);
    }
    kept.push(className);
  }
  return kept.reverse().join(" ");
}
