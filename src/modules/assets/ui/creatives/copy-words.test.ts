import { describe, expect, it } from "vitest";
import { wordsFromCopy } from "./copy-words";

describe("a copy asset's words for a creative", () => {
  it("takes an ad's first headline and description", () => {
    expect(
      wordsFromCopy({
        headlines: [
          { text: "", pin: null },
          { text: "Fresh coffee", pin: null },
        ],
        descriptions: [{ text: "Roasted this week", pin: null }],
      }),
    ).toEqual({ headline: "Fresh coffee", subline: "Roasted this week", cta: "" });
    expect(wordsFromCopy({ primaryTexts: ["Long text"], headlines: ["Short"], descriptions: [] })).toEqual({
      headline: "Short",
      subline: "Long text",
      cta: "",
    });
  });

  it("splits a post's text into a headline sentence and the rest, without markup", () => {
    expect(wordsFromCopy({ text: "<p>New beans are in! Try the Ethiopian roast today.</p>" })).toEqual({
      headline: "New beans are in!",
      subline: "Try the Ethiopian roast today.",
      cta: "",
    });
  });

  it("uses an email's subject and preheader", () => {
    expect(wordsFromCopy({ subject: "Your weekend treat", preheader: "20% off", body: "<p>Hi</p>" })).toMatchObject({
      headline: "Your weekend treat",
      subline: "20% off",
    });
  });
});
