import { createElement, useState } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { brandKit, type BrandKit } from "@/modules/ai";
import { useContractForm } from "@/components/ui/form";
import { demoBrandKit } from "../../server/demo-brand-kit";
import type { KitForm } from "./editor-kit";
import { KitSections } from "./kit-editor";
import { sliderText } from "./sections/voice-section";

/**
 * The editor over a kit, with the contract's messages for it placed on the form as a refused save
 * places them (each issue on its path), so the markup shows where each message lands.
 */
function Editor({ kit }: { kit: BrandKit }) {
  const form: KitForm = useContractForm(brandKit, { defaultValues: kit });
  useState(() => {
    for (const issue of brandKit.safeParse(kit).error?.issues ?? []) form.setError(issue.path.join(".") as never, { type: "validate", message: issue.message });
    return true;
  });
  return createElement("form", null, createElement(KitSections, { form, readOnly: false, companyLogoVersion: null }));
}

const render = (kit: BrandKit) => renderToStaticMarkup(createElement(Editor, { kit }));
/** The attributes of the control with this id. */
const control = (html: string, id: string) => new RegExp(`<(input|textarea|select)[^>]*id="${id}"[^>]*>`).exec(html)?.[0] ?? "";

describe("the brand kit editor", () => {
  it("shows the demo kit's every section with no message", () => {
    const html = render(demoBrandKit);
    for (const title of ["Identity", "Products", "Proof points and offers", "Voice", "Words", "Required disclaimers", "Look", "Example copy"])
      expect(html).toContain(`>${title}</h3>`);
    expect(html).not.toContain('role="alert"');
    expect(html).toContain('aria-label="Remove “freshly roasted” from words to use"');
    expect(html).toContain('aria-valuetext="Leans casual (65)"');
  });

  it("puts each of the contract's messages on its own field, marked invalid", () => {
    const kit: BrandKit = {
      ...demoBrandKit,
      brandName: "",
      products: [{ ...demoBrandKit.products[0]!, name: "" }],
      proofPoints: [{ id: "p", claim: "Roasted fresh", proof: "" }],
      colours: [{ name: "Forest", hex: "green" }],
      disclaimers: [{ text: "Renews monthly.", channels: [] }],
      wordsToAvoid: ["x".repeat(41)],
    };
    const html = render(kit);
    const expected: [string, string][] = [
      ["kit-brandName", "Enter the brand name"],
      ["kit-products-0-name", "Enter the product name"],
      ["kit-proofPoints-0-proof", "Enter the proof"],
      ["kit-colours-0-hex", "Enter a colour as # and six hex digits"],
    ];
    for (const [id, message] of expected) {
      expect(control(html, id), id).toContain('aria-invalid="true"');
      expect(html, id).toMatch(new RegExp(`id="${id}-error" role="alert"[^>]*>${message}`));
    }
    expect(html).toMatch(/id="kit-disclaimers-0-channels-error" role="alert"[^>]*>Choose where the disclaimer applies/);
    expect(html).toMatch(/id="kit-wordsToAvoid-error" role="alert"[^>]*>Keep the word or phrase under 40 characters/);
    expect(control(html, "kit-wordsToAvoid")).toContain('aria-invalid="true"');
    // Fields without a problem stay as they were.
    expect(control(html, "kit-name")).not.toContain('aria-invalid="true"');
  });

  it("reads each voice slider in words", () => {
    expect(sliderText("formality", 50)).toBe("Halfway between formal and casual (50)");
    expect(sliderText("formality", 65)).toBe("Leans casual (65)");
    expect(sliderText("humour", 10)).toBe("Very serious (10)");
  });
});
