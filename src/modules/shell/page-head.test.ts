import { describe, expect, it } from "vitest";
import { ogTitle } from "./og-title";
import { jsonForScript, pageHead, pageMetadata, shareImageUrl, structuredData } from "./page-head";

const site = "https://app.example.com";

describe("page head", () => {
  it("emits title, meta title, description, Open Graph, Twitter and canonical tags", () => {
    const head = pageHead(
      { title: "Team chat", metaTitle: "Team chat | AI Marketing Tools", description: "Talk.", path: "/marketing-dashboard/team-chat" },
      site,
    );
    expect(head.title).toEqual({ absolute: "Team chat" });
    expect(head.other).toEqual({ title: "Team chat | AI Marketing Tools" });
    expect(head.openGraph).toMatchObject({ title: "Team chat | AI Marketing Tools", description: "Talk.", url: `${site}/marketing-dashboard/team-chat` });
    expect(head.twitter).toMatchObject({ card: "summary_large_image", images: [`${site}/api/og?title=Team%20chat`] });
    expect(head.alternates?.canonical).toBe(`${site}/marketing-dashboard/team-chat`);
  });

  it("keeps product pages out of search engines and lets public pages in", () => {
    expect(pageMetadata("/marketing-dashboard/home", site).robots).toMatchObject({ index: false, follow: false });
    expect(pageMetadata("/f/some-form", site).robots).toMatchObject({ index: true });
  });

  it("points the share image at the site URL + /api/og with the title", () => {
    expect(shareImageUrl(site, "A & B")).toBe(`${site}/api/og?title=A%20%26%20B`);
  });

  it("describes the product as a SoftwareApplication: version 1.0, rated 5 from 10, five tiers", () => {
    const ld = structuredData(site);
    expect(ld).toMatchObject({ "@type": "SoftwareApplication", softwareVersion: "1.0", aggregateRating: { ratingValue: 5, ratingCount: 10 } });
    expect(ld.offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Basic", "39.00", "USD"],
      ["Standard", "99.00", "USD"],
      ["Advanced", "244.00", "USD"],
      ["Premium", "494.00", "USD"],
      ["Enterprise", "794.00", "USD"],
    ]);
  });

  it("serialises JSON-LD so no string can close the script element", () => {
    expect(jsonForScript({ a: "</script><script>alert(1)</script>" })).not.toMatch(/<\/script>/i);
  });
});

describe("share image title", () => {
  it("clips a long title on a word boundary with an ellipsis", () => {
    const title = ogTitle("word ".repeat(60));
    expect(Array.from(title).length).toBeLessThanOrEqual(90);
    expect(title.endsWith("…")).toBe(true);
  });

  it("removes control characters and folds white space; falls back to the product name", () => {
    expect(ogTitle("a\u0000b\n\n  c\u202e")).toBe("a b c");
    expect(ogTitle("   ")).toBe("AI Marketing Tools");
    expect(ogTitle(null)).toBe("AI Marketing Tools");
  });

  it("keeps markup as the literal text it is", () => {
    expect(ogTitle("<b>bold</b>")).toBe("<b>bold</b>");
  });
});
