import { describe, expect, it } from "vitest";
import { parseInline, parseMarkdown, plainText, safeHref, type Block, type Inline } from "./markdown-parse";

const text = (t: string): Inline => ({ type: "text", text: t });
const paragraph = (...children: Inline[]): Block => ({ type: "paragraph", children });

/** Every string anywhere in a tree, to prove nothing but text nodes carry the source's characters. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("markdown blocks", () => {
  it("reads ## and ### headings, folding deeper or shallower levels into the two it supports", () => {
    expect(parseMarkdown("## Sign in\n### Too many tries ###\n# Top\n#### Deep")).toEqual([
      { type: "heading", level: 2, children: [text("Sign in")] },
      { type: "heading", level: 3, children: [text("Too many tries")] },
      { type: "heading", level: 2, children: [text("Top")] },
      { type: "heading", level: 3, children: [text("Deep")] },
    ]);
  });

  it("doesn't take a hashtag for a heading", () => {
    expect(parseMarkdown("#launch day")).toEqual([paragraph(text("#launch day"))]);
  });

  it("joins the lines of a paragraph and splits paragraphs on blank lines", () => {
    expect(parseMarkdown("First line\nsame paragraph.\n\n  Second one.  \n")).toEqual([
      paragraph(text("First line same paragraph.")),
      paragraph(text("Second one.")),
    ]);
  });

  it("reads unordered lists with -, * or + markers", () => {
    expect(parseMarkdown("- one\n* two\n+ three")).toEqual([
      { type: "list", ordered: false, start: 1, items: [[text("one")], [text("two")], [text("three")]] },
    ]);
  });

  it("reads ordered lists and keeps their first number", () => {
    expect(parseMarkdown("1. Open the menu\n2. Select **New workspace**")).toEqual([
      {
        type: "list",
        ordered: true,
        start: 1,
        items: [[text("Open the menu")], [text("Select "), { type: "strong", children: [text("New workspace")] }]],
      },
    ]);
    expect(parseMarkdown("3) third\n4) fourth")[0]).toMatchObject({ type: "list", ordered: true, start: 3 });
  });

  it("keeps continuation lines in their item, and a list going across blank lines", () => {
    expect(parseMarkdown("1. Open the menu\n   at the top right.\n\n2. Choose.\n\nAfter.")).toEqual([
      { type: "list", ordered: true, start: 1, items: [[text("Open the menu at the top right.")], [text("Choose.")]] },
      paragraph(text("After.")),
    ]);
  });

  it("starts a new list when the kind of marker changes, and ends a list at a heading", () => {
    expect(parseMarkdown("1. a\n- b\n## Next").map((b) => b.type)).toEqual(["list", "list", "heading"]);
  });

  it("lets a heading or list interrupt a paragraph", () => {
    expect(parseMarkdown("Intro\n## Title\nText\n- item").map((b) => b.type)).toEqual(["paragraph", "heading", "paragraph", "list"]);
  });

  it("keeps a fenced code block exactly as written, with its language, markup and all", () => {
    const source = "```bash\nnpm start\n  **not bold** <b>x</b>\n\n## not a heading\n```\nAfter";
    expect(parseMarkdown(source)).toEqual([
      { type: "code", language: "bash", text: "npm start\n  **not bold** <b>x</b>\n\n## not a heading" },
      paragraph(text("After")),
    ]);
  });

  it("accepts ~~~ fences, longer closing fences, and an unclosed fence running to the end", () => {
    expect(parseMarkdown("~~~\na\n~~~~")).toEqual([{ type: "code", language: null, text: "a" }]);
    expect(parseMarkdown("````\n```\ninside\n````")).toEqual([{ type: "code", language: null, text: "```\ninside" }]);
    expect(parseMarkdown("```\nnever closed")).toEqual([{ type: "code", language: null, text: "never closed" }]);
  });

  it("reads Windows line endings", () => {
    expect(parseMarkdown("## A\r\n\r\nB\r\nC")).toEqual([{ type: "heading", level: 2, children: [text("A")] }, paragraph(text("B C"))]);
  });

  it("gives nothing for empty text", () => {
    expect(parseMarkdown("")).toEqual([]);
    expect(parseMarkdown("\n  \n")).toEqual([]);
  });
});

describe("markdown inlines", () => {
  it("reads bold, italic with * or _, and inline code", () => {
    expect(parseInline("a **b** *c* _d_ `e`")).toEqual([
      text("a "),
      { type: "strong", children: [text("b")] },
      text(" "),
      { type: "em", children: [text("c")] },
      text(" "),
      { type: "em", children: [text("d")] },
      text(" "),
      { type: "code", text: "e" },
    ]);
  });

  it("nests emphasis inside bold and bold inside emphasis", () => {
    expect(parseInline("**very *much* so**")).toEqual([
      { type: "strong", children: [text("very "), { type: "em", children: [text("much")] }, text(" so")] },
    ]);
    expect(parseInline("*a **b** c*")).toEqual([{ type: "em", children: [text("a "), { type: "strong", children: [text("b")] }, text(" c")] }]);
  });

  it("leaves unmatched or spaced markers as text", () => {
    expect(parseInline("2 * 3 * 4")).toEqual([text("2 * 3 * 4")]);
    expect(parseInline("**not closed")).toEqual([text("**not closed")]);
    expect(parseInline("a `tick")).toEqual([text("a `tick")]);
    expect(parseInline("snake_case_name")).toEqual([text("snake_case_name")]);
  });

  it("keeps markup inside code literal, and takes a longer backtick run for code with backticks", () => {
    expect(parseInline("`**x** [a](https://e.test)`")).toEqual([{ type: "code", text: "**x** [a](https://e.test)" }]);
    expect(parseInline("`` a`b ``")).toEqual([{ type: "code", text: "a`b" }]);
  });

  it("turns backslash escapes into the literal character", () => {
    expect(parseInline("\\*not italic\\* \\`x\\` \\[y]")).toEqual([text("*not italic* `x` [y]")]);
  });

  it("reads a link with formatted words", () => {
    expect(parseInline("See [the **Workspaces** guide](/marketing-dashboard/settings/guides-and-references?guide=workspaces).")).toEqual([
      text("See "),
      {
        type: "link",
        href: "/marketing-dashboard/settings/guides-and-references?guide=workspaces",
        children: [text("the "), { type: "strong", children: [text("Workspaces")] }, text(" guide")],
      },
      text("."),
    ]);
    expect(parseInline("[docs](https://example.com/a?b=1#c)")).toEqual([{ type: "link", href: "https://example.com/a?b=1#c", children: [text("docs")] }]);
  });

  it("keeps brackets that aren't a link as text", () => {
    expect(parseInline("[just brackets] and [x] (y)")).toEqual([text("[just brackets] and [x] (y)")]);
  });
});

describe("safety", () => {
  it("keeps HTML as text: tags, entities and script never become anything but characters", () => {
    const source = '<script>alert("x")</script>\n\n<img src=x onerror=alert(1)> **<b>bold</b>** &amp;';
    const blocks = parseMarkdown(source);
    expect(blocks).toEqual([
      paragraph(text('<script>alert("x")</script>')),
      paragraph(text("<img src=x onerror=alert(1)> "), { type: "strong", children: [text("<b>bold</b>")] }, text(" &amp;")),
    ]);
    const nodeTypes = new Set(JSON.stringify(blocks).match(/"type":"[a-z]+"/g));
    expect([...nodeTypes].sort()).toEqual(['"type":"paragraph"', '"type":"strong"', '"type":"text"']);
  });

  it("renders a link to javascript:, data:, vbscript: or another scheme as its plain words", () => {
    for (const href of ["javascript:alert(1)", "JavaScript:alert(1)", "data:text/html,<script>x</script>", "vbscript:msgbox", "file:///etc/passwd", "mailto:a@b.test", "ftp://host/x"]) {
      expect(parseInline(`[click me](${href})`), href).toEqual([text("click me")]);
    }
  });

  it("refuses addresses that leave the site or hide a scheme behind odd characters", () => {
    for (const href of ["//evil.test/x", "/\\evil.test", "java\u0000script:alert(1)", "java\tscript:alert(1)", "https://evil.test/\u0085", "#top", "relative/path", "?guide=x", ""]) {
      expect(safeHref(href), JSON.stringify(href)).toBeNull();
    }
    expect(strings(parseInline("[x](//evil.test/x)"))).toEqual(["text", "x"]);
  });

  it("lets through https and http addresses and same-site paths", () => {
    expect(safeHref("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHref("http://example.com")).toBe("http://example.com");
    expect(safeHref(" /marketing-dashboard/home ")).toBe("/marketing-dashboard/home");
    expect(safeHref("/marketing-dashboard/settings/guides-and-references?guide=workspaces")).toBe(
      "/marketing-dashboard/settings/guides-and-references?guide=workspaces",
    );
  });

  it("never puts an unsafe address anywhere in the tree", () => {
    const blocks = parseMarkdown("- [a](javascript:alert(1))\n- **[b](data:text/html,x)**\n\n## [c](vbscript:x)");
    expect(strings(blocks).join(" ")).not.toMatch(/javascript|data:|vbscript/);
  });
});

describe("plain text", () => {
  it("gives the words a reader sees, without markup", () => {
    const blocks = parseMarkdown("## Theme\nPick **Dark** in the [menu](/marketing-dashboard/home).\n\n- `System`\n\n```\nnpm start\n```");
    expect(plainText(blocks)).toBe("Theme\nPick Dark in the menu.\nSystem\nnpm start");
  });
});
