import { describe, expect, it } from "vitest";
import { parseReportView } from "../../contracts/report-range";
import { familyLinks } from "./report-family";

const view = (qs: string) => parseReportView(new URLSearchParams(qs));
const SOURCE = "4f9c2a5e-8d1b-4c3a-9e7f-0a1b2c3d4e5f";

describe("a report's family links", () => {
  it("links every ad platform, marking the current one", () => {
    const links = familyLinks({ kind: "ads", platform: "linkedin-ads" }, view(""))!;
    expect(links.map((l) => l.href)).toEqual([
      "/marketing-dashboard/ppc-dashboard/google-ads",
      "/marketing-dashboard/ppc-dashboard/microsoft-ads",
      "/marketing-dashboard/ppc-dashboard/linkedin-ads",
      "/marketing-dashboard/ppc-dashboard/facebook-ads",
      "/marketing-dashboard/ppc-dashboard/instagram-ads",
    ]);
    expect(links.filter((l) => l.current).map((l) => l.label)).toEqual(["LinkedIn"]);
  });

  it("carries the range, comparison, grain and chart metric, but not one platform's account and campaign filters", () => {
    const links = familyLinks(
      { kind: "search", platform: "google-search-console" },
      view(`range=custom&from=2026-01-01&to=2026-01-31&compare=year&grain=week&metric=clicks&sources=${SOURCE}&campaigns=7`),
    )!;
    expect(links.map((l) => l.href)).toEqual([
      "/marketing-dashboard/organic-seo-dashboard/google-search-console?range=custom&from=2026-01-01&to=2026-01-31&compare=year&grain=week&metric=clicks",
      "/marketing-dashboard/organic-seo-dashboard/bing-webmaster-tools?range=custom&from=2026-01-01&to=2026-01-31&compare=year&grain=week&metric=clicks",
    ]);
  });

  it("links the email and social pairs, and nothing for reports without kin", () => {
    expect(familyLinks({ kind: "email", platform: "email-tool" }, view(""))!.map((l) => [l.label, l.current])).toEqual([
      ["Mailchimp", false],
      ["Our email tool", true],
    ]);
    expect(familyLinks({ kind: "social", platform: "facebook-page" }, view(""))!.map((l) => l.href)).toEqual([
      "/marketing-dashboard/ppc-social/facebook-page",
      "/marketing-dashboard/ppc-social/instagram-page",
    ]);
    expect(familyLinks({ kind: "overview" }, view(""))).toBeNull();
    expect(familyLinks({ kind: "web" }, view(""))).toBeNull();
    expect(familyLinks({ kind: "store" }, view(""))).toBeNull();
  });
});
