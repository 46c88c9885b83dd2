import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";
import { makeBlankKitAvoidingCheap } from "../../fixtures/brand-kit";
import { expectNoHorizontalOverflow } from "../../fixtures/overflow";

const SOCIAL_SIZES = ["1080 × 1080", "1080 × 1350", "1080 × 1920", "1200 × 628", "1200 × 1200", "300 × 250", "728 × 90", "160 × 600"];

test("a new marketer uploads a photo to the media library, renders a creative set at every size with its checks, saves it and finds it in the library", async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signedInPage(page, { workspaceName: "Beans & Co" });
  await page.getByTestId("sidebar").getByRole("link", { name: "Themes" }).click();
  await makeBlankKitAvoidingCheap(page, "Beans & Co");

  // The media library, in the hub: an upload with its progress, then the file in the grid and its details.
  await page.getByTestId("sidebar").getByRole("link", { name: "All assets" }).click();
  await page.getByRole("navigation", { name: "Library views" }).getByRole("link", { name: "Media" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Media library" })).toBeVisible({ timeout: 30_000 });
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: "#c0562f" } })
    .png()
    .toBuffer();
  await page.locator('input[type="file"]').setInputFiles({ name: "beans.png", mimeType: "image/png", buffer: photo });
  await expect(page.getByRole("list", { name: "Uploads" }).getByText("Uploaded")).toBeVisible({ timeout: 60_000 });
  const files = page.getByRole("list", { name: "Files" });
  await files.getByRole("button", { name: /beans\.png/ }).click();
  const details = page.getByRole("dialog", { name: "beans.png" });
  await expect(details.getByText("800 × 600 px")).toBeVisible();
  await details.getByLabel("Description").fill("Roasted beans on a red table");
  await details.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("File details saved.")).toBeVisible();
  await page.keyboard.press("Escape");

  // The creative page, from the sidebar: words typed, the photo from the library, every size rendered.
  await page.getByTestId("sidebar").getByRole("link", { name: "Ad and social creatives" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Ad and social creatives" })).toBeVisible({ timeout: 30_000 });
  await page.getByRole("textbox", { name: "Headline", exact: true }).fill("Fresh beans every week");
  await page.getByRole("textbox", { name: "Body text", exact: true }).fill("Roasted on Monday, at your door by Wednesday");
  await page.getByRole("button", { name: "Choose a product photo" }).click();
  const picker = page.getByRole("dialog", { name: "Choose a product photo" });
  await picker.getByRole("button", { name: /beans\.png/ }).click();
  await expect(picker).toBeHidden();
  await page.getByRole("button", { name: "Render all sizes" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Rendered 8 of 8 sizes." })).toBeVisible({ timeout: 180_000 });
  const sizes = page.getByRole("list", { name: "Sizes" });
  for (const size of SOCIAL_SIZES) {
    await expect(sizes.getByRole("img", { name: `Preview at ${size}` })).toBeVisible();
    await expect(sizes.getByRole("list", { name: `Checks for ${size}` })).toBeVisible();
  }
  // Plain sentences, the passed ones folded under a count: contrast against WCAG AA among them.
  await expect(sizes.getByText(/WCAG AA asks for/).first()).toBeAttached();

  // Saved as a creative set; its images downloadable; listed in the library.
  await page.getByLabel("Name of the creative set").fill("Weekly beans");
  await page.getByRole("button", { name: "Save creative set" }).click();
  await expect(page.getByText("Creative set saved to the library.")).toBeVisible({ timeout: 120_000 });
  await expect(page.getByRole("link", { name: "Download all (ZIP)" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Saved images" }).getByRole("link", { name: /^Download / })).toHaveCount(8);
  await expect(page).toHaveURL(/creative-assets\/paid-ads-and-social-media/);

  await page.getByTestId("sidebar").getByRole("link", { name: "All assets" }).click();
  await expect(page.getByRole("list", { name: "Assets" }).getByRole("link", { name: "Weekly beans" })).toBeVisible({ timeout: 30_000 });

  // The photo's usage now points at the set.
  await page.getByRole("navigation", { name: "Library views" }).getByRole("link", { name: "Media" }).click();
  await page
    .getByRole("list", { name: "Files" })
    .getByRole("button", { name: /beans\.png/ })
    .click();
  await expect(page.getByRole("dialog", { name: "beans.png" }).getByRole("link", { name: "Creative set “Weekly beans”" })).toBeVisible();
  await page.keyboard.press("Escape");

  // A phone's width: the library doesn't scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoHorizontalOverflow(page);
});
