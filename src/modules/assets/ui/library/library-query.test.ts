import { describe, expect, it } from "vitest";
import { assetHref, createGroups } from "./asset-links";
import { emptyLibraryQuery, filterCount, libraryFilters, libraryQueryFrom, writeLibraryQuery } from "./library-query";

const ID = "0b6f6b0e-3f4a-4d4e-9a3b-2f1d7c9e8a11";

describe("the library's address", () => {
  it("reads known filters and drops malformed ones", () => {
    const q = libraryQueryFrom(
      new URLSearchParams(`type=meta-ad&status=in-review&kit=${ID}&author=nope&tag=Spring&plan=%20Q3%20&from=2026-01-01&to=2026-13-45&q=coffee`),
    );
    expect(q).toEqual({ ...emptyLibraryQuery, type: "meta-ad", status: "in-review", kit: ID, tag: "spring", plan: "Q3", from: "2026-01-01", q: "coffee" });
    expect(libraryQueryFrom(new URLSearchParams("type=poster&status=gone"))).toEqual(emptyLibraryQuery);
    expect(filterCount(q)).toBe(6);
  });

  it("writes only what is set and keeps other parameters", () => {
    const params = writeLibraryQuery(new URLSearchParams("tab=x&q=old"), { ...emptyLibraryQuery, type: "email", tag: "spring" });
    expect(params.toString()).toBe("tab=x&type=email&tag=spring");
    expect(libraryQueryFrom(params)).toMatchObject({ type: "email", tag: "spring", q: "" });
  });

  it("turns the query into the list's filters", () => {
    const filters = libraryFilters({ ...emptyLibraryQuery, type: "sms", author: ID, from: "2026-03-01", q: "sale" });
    expect(filters).toMatchObject({ kinds: ["sms"], statuses: [], authorId: ID, search: "sale" });
    expect(Date.parse(filters.updatedFrom!)).toBe(new Date("2026-03-01T00:00:00").getTime());
    expect(libraryFilters(emptyLibraryQuery)).toEqual({ kinds: [], statuses: [] });
  });
});

describe("where assets open", () => {
  it("links copy kinds, keyword lists and creative sets to their pages, and nothing else", () => {
    expect(assetHref("google-rsa", ID)).toBe(`/marketing-dashboard/copy-assets/paid-ads?asset=${ID}`);
    expect(assetHref("email", ID)).toBe(`/marketing-dashboard/copy-assets/email?asset=${ID}`);
    expect(assetHref("instagram-post", ID)).toBe(`/marketing-dashboard/copy-assets/social-media?asset=${ID}`);
    expect(assetHref("keyword-list", ID)).toBe(`/marketing-dashboard/keywords?list=${ID}`);
    expect(assetHref("creative", ID)).toBeNull();
    expect(assetHref("creative-set", ID)).toBe(`/marketing-dashboard/creative-assets/paid-ads-and-social-media?asset=${ID}`);
    expect(assetHref("sms", ID)).toBe(`/marketing-dashboard/copy-assets/email?asset=${ID}`);
    const hrefs = createGroups.flatMap((g) => g.entries.map((e) => e.href));
    expect(hrefs).toContain("/marketing-dashboard/copy-assets/paid-ads?new=google-rsa");
    expect(hrefs).toContain("/marketing-dashboard/keywords?new=1");
    expect(hrefs).toContain("/marketing-dashboard/copy-assets/email?new=sms");
    expect(hrefs).toContain("/marketing-dashboard/creative-assets/email");
    expect(hrefs.every((h) => /^\/marketing-dashboard\/(copy-assets|creative-assets|keywords|themes)/.test(h))).toBe(true);
  });
});
