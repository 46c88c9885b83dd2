import { describe, expect, it } from "vitest";
import { parseGuideFile, sortGuides } from "./guide-file";

const file = (front: string, body = "## Steps\n\n1. Do it.") => `---\n${front}\n---\n${body}\n`;

describe("guide files", () => {
  it("reads the front matter and the Markdown body, the slug from the file name", () => {
    const guide = parseGuideFile("sign-in.md", file('title: Signing in\nsummary: "How: step by step"\narea: Your account\norder: 3'));
    expect(guide).toEqual({
      slug: "sign-in",
      title: "Signing in",
      summary: "How: step by step",
      area: "Your account",
      order: 3,
      body: "## Steps\n\n1. Do it.",
    });
  });

  it("defaults the order and reads Windows line endings and a byte-order mark", () => {
    const guide = parseGuideFile("a.md", "\uFEFF---\r\ntitle: A\r\nsummary: S\r\narea: X\r\n---\r\nBody\r\n");
    expect(guide).toMatchObject({ title: "A", order: 100, body: "Body" });
  });

  it("refuses a file without front matter, an unclosed block, a missing field, a bad line or an empty body, naming the file", () => {
    expect(() => parseGuideFile("x.md", "## No front matter")).toThrow(/Guide x\.md: it must start with a front-matter block/);
    expect(() => parseGuideFile("x.md", "---\ntitle: A\n")).toThrow(/not closed/);
    expect(() => parseGuideFile("x.md", file("title: A\narea: B"))).toThrow(/needs a summary/);
    expect(() => parseGuideFile("x.md", file("title: A\nsummary: \narea: B"))).toThrow(/needs a summary/);
    expect(() => parseGuideFile("x.md", file("title: A\nsummary: S\narea: B\njust words"))).toThrow(/not "key: value"/);
    expect(() => parseGuideFile("x.md", file("title: A\nsummary: S\narea: B\norder: soon"))).toThrow(/order must be a number/);
    expect(() => parseGuideFile("x.md", file("title: A\nsummary: S\narea: B", ""))).toThrow(/no text/);
  });

  it("takes only lower-case slugs as file names", () => {
    expect(() => parseGuideFile("Sign In.md", file("title: A\nsummary: S\narea: B"))).toThrow(/slug/);
    expect(() => parseGuideFile("../secret.md", file("title: A\nsummary: S\narea: B"))).toThrow(/slug/);
  });

  it("sorts by order then title, and leaves the order out of what it returns", () => {
    const make = (slug: string, title: string, order: number) => ({ slug, title, summary: "s", area: "a", order, body: "b" });
    const sorted = sortGuides([make("c", "Zeta", 2), make("b", "Beta", 2), make("a", "Alpha", 1)]);
    expect(sorted.map((g) => g.slug)).toEqual(["a", "b", "c"]);
    expect(sorted[0]).not.toHaveProperty("order");
  });
});
