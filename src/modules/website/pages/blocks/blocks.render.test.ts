import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { renderToHtml } from "../html";
import { pageTemplateIds } from "../../contracts/templates.constants";
import { BLOCK_ANCHORS, renderBlocks, renderHostedPage } from "../render-page";
import { templateDocument } from "../templates";
import { defaultTheme } from "../page-styles";
import { blockRegistry, blockTypes } from "./registry";
import { videoEmbed } from "./video-url";

const HOSTILE = [`<script>alert(1)</script>`, `"><img src=x onerror=alert(1)>`, `javascript:alert(1)`, `' onmouseover='alert(1)`];

/** Every string field of a block's defaults (array items too) set to `value`. */
function poisoned(props: Record<string, unknown>, value: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(props).map(([key, v]) => [
      key,
      typeof v === "string" ? value : Array.isArray(v) ? v.map((item) => poisoned(item as Record<string, unknown>, value)) : v,
    ]),
  );
}

/** The page's tags and attributes as a browser would parse them would carry no script: no <script>, no on*= attribute, no javascript: URL. */
function expectInert(html: string) {
  // Quoted attribute values can't break out (quotes are escaped): blank them, then look at tags and attribute names.
  const tags = html.replace(/="[^"]*"/g, '=""');
  expect(html).not.toMatch(/<script/i);
  expect(tags).not.toMatch(/<[^>]+\son\w+=/i);
  expect(html).not.toMatch(/(href|src)="\s*javascript:/i);
  expect(html).not.toMatch(/<img[^>]+src="x"/i);
}

describe("landing page blocks", () => {
  it.each(blockTypes)("%s renders its defaults to the same HTML as React", (type) => {
    const block = blockRegistry[type];
    const props = { ...block.defaultProps, id: `${type}-1` };
    expect(renderToHtml(createElement(block.render, props))).toBe(renderToStaticMarkup(createElement(block.render, props)));
  });

  it.each(blockTypes.flatMap((type) => HOSTILE.map((value) => [type, value] as const)))("%s keeps %s inert in every text field", (type, value) => {
    const props = { ...poisoned(blockRegistry[type].defaultProps, value), id: value };
    expectInert(renderBlocks([{ type, props: props as { id: string } }]));
  });

  it("keeps the rich text's formatting and links, drops scripts and handlers", () => {
    const html = renderBlocks([
      {
        type: "text",
        props: {
          id: "t",
          html: `<p><strong>Bold</strong> <a href="https://example.test">link</a> <a href="javascript:alert(1)">bad</a></p><iframe src="https://evil.test"></iframe><p onclick="x()">p</p>`,
        },
      },
    ]);
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain(`<a href="https://example.test" rel="noopener nofollow ugc">link</a>`);
    expect(html).not.toMatch(/javascript:|iframe|onclick/);
  });

  it("embeds YouTube without cookies and Vimeo without tracking; refuses other addresses", () => {
    expect(videoEmbed("https://www.youtube.com/watch?v=dQw4w9WgXcQ")?.src).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(videoEmbed("https://youtu.be/dQw4w9WgXcQ")?.src).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(videoEmbed("https://vimeo.com/76979871")?.src).toBe("https://player.vimeo.com/video/76979871?dnt=1");
    expect(videoEmbed("https://cdn.example.test/clip.mp4")).toEqual({ kind: "file", src: "https://cdn.example.test/clip.mp4" });
    expect(videoEmbed("javascript:alert(1)//.mp4")).toBeNull();
    expect(videoEmbed("https://evil.test/embed/x")).toBeNull();
  });

  it("frames a site form at /f/<workspace>/<form>, for the page's script to carry the page id and utm_* (nothing without a form or a workspace)", () => {
    const formId = "7d1f6a2e-3b4c-4d5e-8f90-1a2b3c4d5e6f";
    const html = renderBlocks([{ type: "form", props: { id: "f", heading: "Join the club", formId } }], new Date(), "northwind");
    expect(html).toContain(`<h2>Join the club</h2>`);
    expect(html).toMatch(new RegExp(`<iframe data-aimt-form-frame="" src="/f/northwind/${formId}\\?embed=1" title="Join the club" loading="lazy">`));
    expect(renderBlocks([{ type: "form", props: { id: "f", formId } }])).not.toContain("<iframe");
    expect(renderBlocks([{ type: "form", props: { id: "f", formId: "../../api/x" } }], new Date(), "northwind")).not.toContain("<iframe");
  });

  it("renders the countdown's time left on the server", () => {
    const now = new Date("2026-11-28T10:00:00Z");
    const html = renderBlocks([{ type: "countdown", props: { id: "c", heading: "Ends in", endsAt: "2026-11-29T11:01:02Z", endedText: "Over" } }], now);
    expect(html).toContain("1d 01h 01m 02s");
    expect(renderBlocks([{ type: "countdown", props: { id: "c", endsAt: "2026-11-01T00:00:00Z", endedText: "Over" } }], now)).toContain(">Over<");
  });

  it("writes a whole page whose only scripts are its own (and its consent banner's), allowed by hash", () => {
    const { html, csp } = renderHostedPage({
      data: {
        root: { props: { title: `</title><script>alert(1)</script>`, description: `"><script>` } },
        content: [{ type: "hero", props: { id: "h", headline: "Hello" } }],
      },
      pageId: "p1",
      workspaceSlug: "ws",
      theme: { ...defaultTheme, primary: "red;}</style><script>alert(1)</script>", headingFont: `x"}</style>` },
      logoUrl: "javascript:alert(1)",
      url: "https://app.example.test/p/ws/page",
      fallbackOgImage: "https://app.example.test/api/og?title=Hello",
      beaconUrl: "/api/public/pages/p1/cta",
      isDemo: true,
    });
    // Only the page's own inline script here (no banner, no site script given).
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain("<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>");
    expect(html).not.toMatch(/<style>[^<]*alert/);
    expect(html).not.toContain("javascript:");
    expect(html).toContain("This is a demo page");
    expect(csp).toMatch(/^default-src 'none'; script-src 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+'; style-src 'sha256-/);
  });

  it("marks the first form and the first pricing block as the anchors the templates' buttons lead to, each id once", () => {
    const form = (id: string) => ({ type: "form" as const, props: { id, heading: "Sign up", formId: "0b0c2b57-3c3e-4d4a-9a43-7d1f2f6b1a10" } });
    const html = renderBlocks(
      [{ type: "hero", props: { id: "h", headline: "Hi" } }, form("f1"), form("f2"), { type: "pricing", props: { id: "p", plans: [] } }],
      new Date(),
      "ws",
    );
    expect(html.match(/id="form"/g)).toHaveLength(1);
    expect(html.match(/id="pricing"/g)).toHaveLength(1);
    expect(html.indexOf('id="form"')).toBeLessThan(html.indexOf('class="aimt-form"'));
    for (const template of pageTemplateIds) {
      const page = renderBlocks(templateDocument(template, "T", "Acme").content);
      const inPage = [...page.matchAll(/href="(#[^"]*)"/g)].map((m) => m[1]);
      for (const href of inPage) expect(["#", ...Object.values(BLOCK_ANCHORS).map((a) => `#${a}`)]).toContain(href);
    }
  });

  it("carries the workspace's site script (its pop-ups and surveys) when given, allowing that one file, its stylesheets and its three endpoints only", () => {
    const { html, csp } = renderHostedPage({
      data: { root: { props: { title: "Offer" } }, content: [{ type: "hero", props: { id: "h", headline: "Hello" } }] },
      pageId: "p1",
      workspaceSlug: "ws",
      theme: defaultTheme,
      logoUrl: null,
      url: "https://pages.example.test/offer",
      fallbackOgImage: "https://app.example.test/api/og?title=Offer",
      beaconUrl: "/api/public/pages/p1/cta",
      isDemo: false,
      siteScriptUrl: "https://app.example.test/api/public/site.js",
    });
    expect(html.match(/<script/g)).toHaveLength(2);
    expect(html).toContain(`<script src="https://app.example.test/api/public/site.js" data-workspace="ws" data-pageview="off" async></script></body>`);
    const directive = (name: string) => csp.split("; ").find((d) => d.startsWith(`${name} `))!;
    expect(directive("script-src")).toMatch(
      /^script-src 'sha256-[A-Za-z0-9+/=]+' 'sha256-[A-Za-z0-9+/=]+' https:\/\/app\.example\.test\/api\/public\/site\.js$/,
    );
    // The page's and the consent banner's styles, the brand's, the pop-ups' and the surveys'.
    expect(directive("style-src").match(/'sha256-/g)).toHaveLength(5);
    expect(directive("connect-src")).toBe(
      "connect-src 'self' https://app.example.test/api/public/popups https://app.example.test/api/public/events https://app.example.test/api/public/surveys/answers",
    );
    expect(csp).not.toMatch(/unsafe-|\*/);
  });
});
