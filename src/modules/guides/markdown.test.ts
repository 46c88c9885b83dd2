import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Markdown } from "./markdown";

const html = (source: string) => renderToStaticMarkup(createElement(Markdown, { source }));

describe("Markdown renderer", () => {
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

  it("numbers an ordered list from its first number", () => {
    expect(html("3. three\n4. four")).toMatch(/<ol start="3"/);
  });
});
