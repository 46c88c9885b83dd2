import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { assetKinds, type AssetKind, type BrandKit } from "@/modules/ai/client";
import { COMPANY_LOGO_URL } from "../../../contracts/brand-kits.constants";
import { demoBrandKit } from "../../../server/demo-brand-kit";
import { CopyPreview } from "./index";
import { plainText } from "~tests/support/html";

const render = (kind: AssetKind, fields: object, kit: BrandKit | null = demoBrandKit, companyLogoVersion: number | null = null) =>
  renderToStaticMarkup(createElement(CopyPreview, { kind, fields, kit, companyLogoVersion }));

describe("CopyPreview", () => {
  it("previews every kind from empty fields, labelled with where it may appear", () => {
    for (const kind of assetKinds) {
      const html = render(kind, {});
      expect(html, kind).toMatch(/<figure aria-label="Preview of the [^"]+ as it may appear on [^"]+"/);
      expect(html, kind).toContain('data-placeholder=""');
      // Bing's text ads show no business name; Instagram shows the account's handle.
      if (kind === "instagram-post") expect(plainText(html), kind).toContain("northwindcoffee");
      else if (kind !== "microsoft-rsa") expect(plainText(html), kind).toContain("Northwind Coffee");
    }
  });

  it("offers phone and computer only where the platform shows the copy differently", () => {
    const withToggle = assetKinds.filter((kind) => render(kind, {}).includes('aria-label="Show the preview as on"'));
    expect(withToggle).toEqual(["facebook-post", "email"]);
    expect(render("email", {})).toContain('aria-pressed="true"');
  });

  it("shows the workspace's own logo, never a logo from another site", () => {
    const own = { ...demoBrandKit, logos: [{ variant: "primary" as const, url: COMPANY_LOGO_URL }] };
    expect(render("meta-ad", {}, own, 3)).toContain(`src="${COMPANY_LOGO_URL}?v=3"`);
    const elsewhere = { ...demoBrandKit, logos: [{ variant: "primary" as const, url: "https://cdn.example/logo.png" }] };
    const html = render("meta-ad", {}, elsewhere);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("cdn.example");
  });

  it("names a page “Your brand” without a kit", () => {
    expect(plainText(render("facebook-post", { text: "Hello" }, null))).toContain("Your brand");
  });

  it("counts an X post and an SMS once the counters load (they load on demand)", () => {
    expect(plainText(render("x-post", { text: "Hi" }))).toContain("Counting characters as X does…");
    expect(plainText(render("sms", { text: "Hi" }))).toContain("Counting the parts…");
  });
});

describe("the email preview", () => {
  const email = {
    subject: "Our autumn blend is here",
    preheader: "Roasted this week, shipped tomorrow",
    body: '<h2>Autumn blend</h2><ul><li>Roasted this week</li><li>Free shipping</li></ul><img src="https://tracker.example/open.gif" alt=""><script>alert(1)</script><a href="https://northwind.example">Shop now</a>',
  };

  it("shows the inbox row with the sender from the kit, the subject and the preheader", () => {
    const row = /<div[^>]*data-testid="inbox-row"[\s\S]*?<div[^>]*data-testid="email-opened"/.exec(render("email", email))![0];
    for (const part of ["Northwind Coffee", "Our autumn blend is here", "Roasted this week, shipped tomorrow"]) expect(plainText(row)).toContain(part);
  });

  it("opens into the body's blocks in the kit's fonts and colour, loading nothing and running nothing", () => {
    const html = render("email", email);
    const opened = plainText(html.slice(html.indexOf('data-testid="email-opened"')));
    expect(opened).toContain("Autumn blend");
    expect(opened).toContain("Roasted this weekFree shipping");
    expect(opened).toContain("Shop now");
    expect(opened).toContain("Image");
    expect(html).not.toContain("tracker.example");
    expect(html).not.toContain("<script");
    expect(html).not.toContain("alert(1)");
    expect(html).toContain(`background-color:${demoBrandKit.colours[0]!.hex}`);
    expect(html).toContain("font-family:&quot;Fraunces&quot;");
  });

  it("keeps a hostile font name out of the styles", () => {
    const kit = { ...demoBrandKit, fonts: { heading: 'x"; background: url(https://evil.example/a.png); "', body: "" } };
    expect(render("email", email, kit)).not.toContain("evil.example");
  });
});
