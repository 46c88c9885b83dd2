import { describe, expect, it } from "vitest";
import { attachmentDisposition, pdfFilename, pdfTarget, sessionCookies } from "./pdf-request";

describe("a PDF request", () => {
  it("names a report page and keeps its view's query", () => {
    const target = pdfTarget(new URLSearchParams("path=/marketing-dashboard/ppc-dashboard/google-ads&range=last7&compare=year"));
    expect(target).toEqual({
      report: { path: "/marketing-dashboard/ppc-dashboard/google-ads", title: "Google Ads report" },
      search: "range=last7&compare=year",
    });
  });

  it.each([
    ["", /Say which report/],
    ["path=/marketing-dashboard/home", /Only report pages/],
    ["path=http://169.254.169.254/latest/meta-data", /Only report pages/],
    ["path=//evil.example/marketing-dashboard/shopify-dashboard", /Only report pages/],
    ["path=/marketing-dashboard/shopify-dashboard/", /Only report pages/],
    [`path=/marketing-dashboard/shopify-dashboard&q=${"x".repeat(2100)}`, /too long/],
  ])("refuses %s with a sentence", (query, message) => {
    const target = pdfTarget(new URLSearchParams(query));
    expect("error" in target && target.error).toMatch(message);
  });

  it("forwards only the session cookies", () => {
    const cookies = [
      { name: "next-auth.session-token", value: "a" },
      { name: "__Secure-next-auth.session-token.0", value: "b" },
      { name: "__Secure-next-auth.session-token.1", value: "c" },
      { name: "next-auth.csrf-token", value: "d" },
      { name: "amt.theme", value: "dark" },
      { name: "other", value: "e" },
    ];
    expect(sessionCookies(cookies).map((c) => c.name)).toEqual([
      "next-auth.session-token",
      "__Secure-next-auth.session-token.0",
      "__Secure-next-auth.session-token.1",
    ]);
  });

  it("names the file after the report and its days", () => {
    expect(pdfFilename("Google Ads report", { start: "2026-01-01", end: "2026-01-28" })).toBe("Google Ads report-2026-01-01-2026-01-28.pdf");
    expect(pdfFilename('A/B "test"', { start: "2026-01-01", end: "2026-01-01" })).toBe("A-B -test--2026-01-01-2026-01-01.pdf");
  });

  it("sends an ASCII name and the exact UTF-8 one", () => {
    expect(attachmentDisposition("Rapport é-2026-01-01-2026-01-02.pdf")).toBe(
      `attachment; filename="Rapport e-2026-01-01-2026-01-02.pdf"; filename*=UTF-8''Rapport%20%C3%A9-2026-01-01-2026-01-02.pdf`,
    );
  });
});
