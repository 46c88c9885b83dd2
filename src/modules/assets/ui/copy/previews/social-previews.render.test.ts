import { createElement, type FunctionComponent } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { FeedPostPreview } from "./feed-post-preview";
import { InstagramPostPreview } from "./instagram-post-preview";
import { previewBrand } from "./kit-tokens";
import { LinkedinAdPreview } from "./linkedin-ad-preview";
import { MetaAdPreview } from "./meta-ad-preview";
import { plainText } from "~tests/support/html";

const brand = previewBrand(null);
/** The text shown before the fold marker (“… See more”), without markup. */
const beforeFold = (html: string) => plainText(html.split("… <span")[0]!.replace(/^[\s\S]*<p class="[^"]*whitespace-pre-wrap[^"]*">/, ""));
/** n characters of words: "aaaa aaaa …". */
const words = (n: number) => "abcd ".repeat(Math.ceil(n / 5)).slice(0, n);

describe("the Meta ad preview", () => {
  it("folds the primary text at Meta's 125 with “… See more”, and shows the whole of a shorter one", () => {
    const long = withFields(MetaAdPreview, {
      primaryTexts: [words(300)],
      headlines: ["Autumn blend"],
      descriptions: [],
      finalUrl: "https://northwind.example",
    });
    expect(plainText(long)).toContain("… See more");
    expect(beforeFold(long).length).toBeLessThanOrEqual(125);
    expect(beforeFold(long).length).toBeGreaterThan(110);
    const short = withFields(MetaAdPreview, { primaryTexts: [words(120)], headlines: [], descriptions: [], finalUrl: "" });
    expect(plainText(short)).not.toContain("See more");
  });

  it("shows the page from the kit, “Sponsored”, a creative frame rather than an image, the domain, headline and call to action", () => {
    const html = withFields(MetaAdPreview, {
      primaryTexts: ["Hi"],
      headlines: ["Autumn blend", "Second"],
      descriptions: ["Roasted this week"],
      finalUrl: "https://www.northwind.example/a",
    });
    const text = plainText(html);
    for (const part of ["Your brand", "Sponsored", "Creative", "northwind.example", "Autumn blend", "Roasted this week", "Learn more"])
      expect(text).toContain(part);
    expect(html).not.toContain("<img");
    expect(text).toContain("Meta mixes your variations (1 primary text, 2 headlines, 1 description)");
    expect(html).toContain('aria-label="Preview of the Meta ad as it may appear on the Facebook feed"');
  });

  it("shows placeholders for the empty fields only", () => {
    const text = plainText(withFields(MetaAdPreview, {}));
    expect(text).toContain("Your primary text");
    expect(text).toContain("Your headline");
    expect(text).toContain("yourwebsite.com");
  });
});

describe("the LinkedIn sponsored content preview", () => {
  it("folds the intro text at LinkedIn's 150 or two lines, with “… see more”", () => {
    const long = withFields(LinkedinAdPreview, { introText: words(400), headline: "Hi", description: "", finalUrl: "" });
    expect(beforeFold(long).length).toBeLessThanOrEqual(150);
    expect(plainText(withFields(LinkedinAdPreview, { introText: "One\nTwo\nThree", headline: "", description: "", finalUrl: "" }))).toContain(
      "One\nTwo… see more",
    );
    expect(plainText(withFields(LinkedinAdPreview, { introText: "Short", headline: "", description: "", finalUrl: "" }))).not.toContain("see more");
  });
});

describe("the LinkedIn and Facebook post previews", () => {
  it("folds a LinkedIn post at the limits table's 210 characters or three lines", () => {
    const long = render(FeedPostPreview, { kind: "linkedin-post", fields: { text: words(500) }, device: "mobile" });
    expect(beforeFold(long).length).toBeLessThanOrEqual(210);
    expect(beforeFold(long).length).toBeGreaterThan(190);
    expect(plainText(render(FeedPostPreview, { kind: "linkedin-post", fields: { text: "1\n2\n3\n4" }, device: "mobile" }))).toContain("1\n2\n3… see more");
  });

  it("folds a Facebook post at 125 on a phone and 477 on a computer", () => {
    const text = words(600);
    const phone = render(FeedPostPreview, { kind: "facebook-post", fields: { text }, device: "mobile" });
    const computer = render(FeedPostPreview, { kind: "facebook-post", fields: { text }, device: "desktop" });
    expect(beforeFold(phone).length).toBeLessThanOrEqual(125);
    expect(beforeFold(computer).length).toBeLessThanOrEqual(477);
    expect(beforeFold(computer).length).toBeGreaterThan(400);
    expect(phone).toContain("as it may appear on the Facebook feed on a phone");
    expect(phone).toContain("max-w-[375px]");
    expect(computer).toContain("on a computer");
  });

  it("colours hashtags and links, and says “Your post” only when the post is empty", () => {
    const html = render(FeedPostPreview, { kind: "linkedin-post", fields: { text: "New roast #coffee https://northwind.example" }, device: "mobile" });
    expect(html).toContain('data-part="hashtag"');
    expect(html).toContain('data-part="link"');
    expect(plainText(html)).not.toContain("Your post");
    expect(plainText(render(FeedPostPreview, { kind: "facebook-post", fields: { text: "  " }, device: "mobile" }))).toContain("Your post");
  });
});

describe("the Instagram post preview", () => {
  it("folds the caption after its first two lines with “… more” and counts its hashtags, also those after the fold", () => {
    const caption = "Autumn is here.\nNew blend in store.\n\n#coffee #autumn #roast";
    const html = withFields(InstagramPostPreview, { caption });
    expect(plainText(html)).toContain("Autumn is here.\nNew blend in store.… more");
    expect(plainText(html)).toContain("3 hashtags in the caption, 3 of them after “more”.");
    expect(plainText(html)).toContain("yourbrand");
  });

  it("folds a long first line at 125 characters, and shows a short caption whole", () => {
    expect(beforeFold(withFields(InstagramPostPreview, { caption: words(400) })).length).toBeLessThanOrEqual(125 + "yourbrand ".length);
    const short = plainText(withFields(InstagramPostPreview, { caption: "Fresh #coffee" }));
    expect(short).not.toContain("more");
    expect(short).toContain("1 hashtag in the caption.");
    expect(plainText(withFields(InstagramPostPreview, {}))).toContain("Your caption");
  });
});

/** A preview that takes only `fields` (and the brand). */
const withFields = (component: unknown, fields: object) => render(component, { fields });

/** Any of the previews, with the brand added to its props (the tests name each kind's props). */
function render(component: unknown, props: object): string {
  return renderToStaticMarkup(createElement(component as FunctionComponent<Record<string, unknown>>, { brand, ...props }));
}
