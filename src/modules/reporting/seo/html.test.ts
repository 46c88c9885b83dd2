import { describe, expect, it } from "vitest";
import { extractPage } from "./html";

describe("page extraction", () => {
  it("reads title, description, robots, canonicals, headings, images, links, resources and structured data", () => {
    const html = `<!doctype html><html><head>
      <title>Shoes &amp; boots</title>
      <meta name="Description" content="Hand-made  shoes.">
      <meta name="robots" content="NOINDEX, follow">
      <link rel="canonical" href="https://example.com/shoes">
      <link rel="stylesheet" href="http://cdn.example.com/a.css">
      <script type="application/ld+json">{"@type":"Product"}</script>
      <script src="/app.js"></script>
      <!-- <a href="/commented-out">no</a> -->
    </head><body>
      <h1>Shoes</h1><H1 class="x">Again</H1>
      <img src="/a.png"><img src="/b.png" alt=""><img src='/c.png' alt="C">
      <a href="/boots#top">Boots</a> <a href='https://other.example/x'>x</a> <a href="mailto:a@b.c">mail</a>
      <a href="javascript:void(0)">js</a> <a href=relative/page>rel</a>
      <script>document.write("<a href='/from-script'>")</script>
    </body></html>`;
    const facts = extractPage(html, "https://example.com/shoes/");
    expect(facts.titles).toEqual(["Shoes & boots"]);
    expect(facts.descriptions).toEqual(["Hand-made shoes."]);
    expect(facts.robots).toEqual(["noindex, follow"]);
    expect(facts.canonicals).toEqual(["https://example.com/shoes"]);
    expect(facts.h1Count).toBe(2);
    expect(facts.imagesWithoutAlt).toEqual(["https://example.com/a.png"]);
    expect(facts.links).toEqual(["https://example.com/boots", "https://other.example/x", "https://example.com/shoes/relative/page"]);
    expect(facts.resources).toContain("http://cdn.example.com/a.css");
    expect(facts.resources).toContain("https://example.com/app.js");
    expect(facts.structuredData).toBe(true);
  });

  it("resolves links against <base href>, and finds microdata", () => {
    const facts = extractPage(
      `<base href="https://cdn.example.com/dir/"><div itemscope itemtype="https://schema.org/Thing"></div><a href="page">p</a>`,
      "https://example.com/",
    );
    expect(facts.links).toEqual(["https://cdn.example.com/dir/page"]);
    expect(facts.structuredData).toBe(true);
    expect(facts.titles).toEqual([]);
  });
});
