import { expect, test } from "@playwright/test";
import { signedInPage } from "../../fixtures/app";

/** A valid 1×1 PNG. */
const PNG_1x1 = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test("an owner fills the company profile, uploads a logo and saves; it is kept, the meter rises and the home step is done", async ({ page, browser }) => {
  await signedInPage(page, { workspaceName: "Acme Outdoor" });
  await page.getByTestId("sidebar").getByRole("link", { name: "Company profile" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Company profile" })).toBeVisible();
  const meter = page.getByRole("progressbar", { name: "Profile completeness" });
  await expect(meter).toHaveAttribute("aria-valuenow", "0");
  await expect(page.getByTestId("completeness-score")).toHaveText("0% complete");
  const save = page.getByRole("button", { name: "Save profile" });
  await expect(save).toBeDisabled();

  // Company.
  await page.getByLabel("Company name").fill("Acme Outdoor");
  await page.getByLabel("Website", { exact: true }).fill("acme-outdoor.test");
  await page.getByLabel("What your company does").fill("Jackets that last a decade.");
  await expect(save).toBeEnabled();

  // A product and a competitor, each in its own labelled group.
  await page.getByRole("button", { name: "Add product" }).click();
  const product = page.getByRole("group", { name: "Product 1" });
  await expect(product.getByLabel(/^Name/)).toBeFocused();
  await product.getByLabel(/^Name/).fill("Storm jacket");
  await product.getByLabel("Value proposition").fill("Dry in any weather");
  await page.getByRole("button", { name: "Add competitor" }).click();
  await page.getByRole("group", { name: "Competitor 1" }).getByLabel(/^Name/).fill("Rival Gear");

  // A brand colour: a wrong code is pointed out on its field, then fixed.
  await page.getByRole("button", { name: "Add colour" }).click();
  const colour = page.getByLabel("Colour 1 hex code");
  await colour.fill("orange");
  await save.click();
  await expect(page.getByText("Enter a colour as # and six hex digits, like #1a73e8")).toBeVisible();
  await expect(colour).toHaveAttribute("aria-invalid", "true");
  await colour.fill("#FF5500");

  // The logo uploads at once and shows from its route.
  await page.getByLabel("Logo file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: PNG_1x1 });
  await expect(page.getByText("Logo uploaded.")).toBeVisible();
  const logo = page.getByRole("img", { name: "Acme Outdoor logo" }).or(page.getByRole("img", { name: "Workspace logo" }));
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await save.click();
  await expect(page.getByText("Company profile saved.")).toBeVisible();
  await expect(save).toBeDisabled();
  // Name 10 + website 5 + description 10 + products 15 + competitors 10 + colours 5 + logo 5.
  await expect(meter).toHaveAttribute("aria-valuenow", "60");

  // Everything is kept.
  await page.reload();
  await expect(page.getByLabel("Company name")).toHaveValue("Acme Outdoor");
  await expect(page.getByLabel("Website", { exact: true })).toHaveValue("https://acme-outdoor.test");
  await expect(page.getByRole("group", { name: "Product 1" }).getByLabel(/^Name/)).toHaveValue("Storm jacket");
  await expect(page.getByRole("group", { name: "Product 1" }).getByLabel("Value proposition")).toHaveValue("Dry in any weather");
  await expect(page.getByRole("group", { name: "Competitor 1" }).getByLabel(/^Name/)).toHaveValue("Rival Gear");
  await expect(page.getByLabel("Colour 1 hex code")).toHaveValue("#ff5500");
  await expect.poll(() => page.getByRole("img", { name: "Acme Outdoor logo" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByTestId("completeness-score")).toHaveText("60% complete");
  await expect(page.getByRole("list", { name: "Missing from the profile" })).toContainText("Describe your target audiences");

  // The logo is served to members only, as an image that can't be sniffed into anything else.
  const served = await page.request.get("/api/workspace-logo");
  expect(served.status()).toBe(200);
  expect(served.headers()).toMatchObject({ "content-type": "image/png", "x-content-type-options": "nosniff" });
  expect(served.headers()["cache-control"]).toContain("private");
  const stranger = await browser.newContext();
  expect((await stranger.request.get(new URL("/api/workspace-logo", page.url()).toString())).status()).toBe(401);
  await stranger.close();

  // The home checklist's step is done.
  await page.getByTestId("sidebar").getByRole("link", { name: "Home" }).click();
  await expect(page.locator('[data-step="company-profile"]')).toHaveAttribute("data-done", "true");

  // Workspace settings show the same logo, changeable there too.
  await page.getByTestId("sidebar").getByRole("link", { name: "General" }).click();
  await expect.poll(() => page.getByRole("img", { name: "Acme Outdoor logo" }).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await expect(page.getByLabel("Logo file")).toBeAttached();
});
