import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown, safeHref } from "./markdown";

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe("Markdown renderer (react-markdown)", () => {
  it("renders each construct as its element, ## as h3 and ### as h4 under the guide's title", () => {
    const out = html(
      "## Steps\n### Detail\nSome **bold**, *italic* and `code`.\n\n1. one\n2. two\n\n- a\n\n```bash\nnpm start\n```\n\n[Home](/marketing-dashboard/home) [Docs](https://example.com/)",
    );
    expect(out).toContain(">Steps</h3>");
    expect(out).toContain(">Detail</h4>");
    expect(out).toMatch(/<strong[^>]*>bold<\/strong>, <em>italic<\/em> and <code[^>]*>code<\/code>\./);
    expect(out).toMatch(/<ol[^>]*><li[^>]*>one<\/li><li[^>]*>two<\/li><\/ol>/);
    expect(out).toMatch(/<ul[^>]*><li[^>]*>a<\/li><\/ul>/);
    expect(out).toMatch(/<pre[^>]*><code data-language="bash">npm start<\/code><\/pre>/);
    expect(out).toMatch(/<a [^>]*href="\/marketing-dashboard\/home"[^>]*>Home<\/a>/);
    expect(out).toMatch(/<a [^>]*href="https:\/\/example.com\/"[^>]*rel="noopener noreferrer"[^>]*>Docs<\/a>/);
  });

  it("folds shallower and deeper headings into the two levels the guides use", () => {
    const out = html("# Top\n\n#### Deep");
    expect(out).toContain(">Top</h3>");
    expect(out).toContain(">Deep</h4>");
    expect(html("#launch day")).toContain("<p>#launch day</p>");
  });

  it("shows HTML in the source as text, escaped, in prose and in code", () => {
    const out = html('<script>alert(1)</script> <img src=x onerror="alert(2)">\n\n```\n<b>x</b>\n```');
    expect(out).not.toMatch(/<script|<img|<b>/);
    expect(out).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(out).toContain("&lt;img src=x onerror=&quot;alert(2)&quot;&gt;");
    expect(out).toContain("&lt;b&gt;x&lt;/b&gt;");
  });

  it("renders a javascript: link as plain words, with no link and no script address", () => {
    const out = html("[Click](javascript:alert(document.cookie)) and [this](JAVASCRIPT:x)");
    expect(out).not.toMatch(/<a\b/);
    expect(out.toLowerCase()).not.toContain("javascript");
    expect(out).toContain("Click and this");
  });

  it("never links to another scheme or off the site through an odd address", () => {
    const out = html("- [a](data:text/html,x)\n- **[b](vbscript:x)**\n- [c](//evil.test/x)\n- [d](mailto:a@b.test)\n\n## [e](file:///etc/passwd)");
    expect(out).not.toMatch(/<a\b|data:|vbscript|evil\.test|mailto|file:/);
  });

  it("numbers an ordered list from its first number", () => {
    expect(html("3. three\n4. four")).toMatch(/<ol start="3"/);
  });
});

describe("safeHref", () => {
  it("refuses addresses that leave the site or hide a scheme behind odd characters", () => {
    for (const href of [
      "//evil.test/x",
      "/\\evil.test",
      "java\u0000script:alert(1)",
      "java\tscript:alert(1)",
      "https://evil.test/\u0085",
      "#top",
      "relative/path",
      "?guide=x",
      "",
      undefined,
    ]) {
      expect(safeHref(href), JSON.stringify(href)).toBeNull();
    }
  });

  it("lets through https and http addresses and same-site paths", () => {
    expect(safeHref("https://example.com/a")).toBe("https://example.com/a");
    expect(safeHref("http://example.com")).toBe("http://example.com");
    expect(safeHref(" /marketing-dashboard/home ")).toBe("/marketing-dashboard/home");
    expect(safeHref("/marketing-dashboard/settings/guides-and-references?guide=workspaces")).toBe(
      "/marketing-dashboard/settings/guides-and-references?guide=workspaces",
    );
  });
});
