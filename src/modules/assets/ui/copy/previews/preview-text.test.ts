import { describe, expect, it } from "vitest";
import { filled, foldText, hostOf, textParts, xDisplayUrl } from "./preview-text";

describe("foldText", () => {
  it("keeps a text within the fold whole", () => {
    expect(foldText("Fresh beans every week.", { chars: 125 })).toEqual({ visible: "Fresh beans every week.", folded: false });
  });

  it("cuts at the fold, back to the start of the word it falls in", () => {
    const text = `${"word ".repeat(30)}end`; // 153 characters
    const { visible, folded } = foldText(text, { chars: 125 });
    expect(folded).toBe(true);
    expect(visible.length).toBeLessThanOrEqual(125);
    expect(visible.endsWith("word")).toBe(true);
  });

  it("counts an emoji sequence as one character and never cuts one in half", () => {
    const family = "👩‍👩‍👧";
    const { visible } = foldText(`${family.repeat(5)}abc`, { chars: 3 });
    expect(visible).toBe(family.repeat(3));
  });

  it("folds after the first lines however short they are", () => {
    expect(foldText("One\nTwo\nThree\nFour", { chars: 210, lines: 3 })).toEqual({ visible: "One\nTwo\nThree", folded: true });
    expect(foldText("One\nTwo\nThree", { chars: 210, lines: 3 }).folded).toBe(false);
  });
});

describe("textParts", () => {
  it("splits links, hashtags and mentions from the text, leaving a link's closing punctuation as text", () => {
    expect(textParts("See https://example.com/a. #Coffee2go by @north_wind! #1")).toEqual([
      { kind: "text", text: "See " },
      { kind: "link", text: "https://example.com/a" },
      { kind: "text", text: ". " },
      { kind: "hashtag", text: "#Coffee2go" },
      { kind: "text", text: " by " },
      { kind: "mention", text: "@north_wind" },
      { kind: "text", text: "! #1" },
    ]);
  });
});

describe("xDisplayUrl", () => {
  it("shows a link without its scheme, cut to the t.co length", () => {
    expect(xDisplayUrl("https://www.example.com/a")).toBe("example.com/a");
    const long = xDisplayUrl("https://northwindcoffee.example/autumn/blend?utm_source=x");
    expect(Array.from(long)).toHaveLength(23);
    expect(long).toBe("northwindcoffee.exampl…");
  });
});

describe("hostOf", () => {
  it("reads the host of an address with or without its scheme, and refuses what isn't one", () => {
    expect(hostOf("https://www.shop.example/x")).toBe("shop.example");
    expect(hostOf("shop.example/path")).toBe("shop.example");
    expect(hostOf("javascript:alert(1)")).toBeNull();
    expect(hostOf("  ")).toBeNull();
  });
});

describe("filled", () => {
  it("keeps the non-empty lines of a list field and reads anything else as none", () => {
    expect(filled(["One", " ", "", "Two"])).toEqual(["One", "Two"]);
    expect(filled(undefined)).toEqual([]);
    expect(filled("One")).toEqual([]);
  });
});
