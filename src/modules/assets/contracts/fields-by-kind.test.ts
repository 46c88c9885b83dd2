import { describe, expect, it } from "vitest";
import { checkFieldsFor, fieldPathLabel } from "./fields-by-kind";

describe("fields by kind", () => {
  it("keeps text over a platform's length limit and a half-written draft", () => {
    const long = "x".repeat(300);
    expect(checkFieldsFor("google-rsa", { headlines: [{ text: long, pin: null }] })).toMatchObject({ ok: true });
    expect(checkFieldsFor("email", { subject: "Hi" })).toMatchObject({ ok: true });
  });

  it("refuses wrong types, too many lines and absurd sizes, naming the field", () => {
    const wrong = checkFieldsFor("meta-ad", { primaryTexts: "one text" });
    expect(wrong).toMatchObject({ ok: false, fieldErrors: { "fields.primaryTexts": "Primary texts: this should be a list." } });
    const many = checkFieldsFor("meta-ad", { headlines: Array.from({ length: 11 }, () => "Hi") });
    expect(many).toMatchObject({ ok: false, fieldErrors: { "fields.headlines": expect.stringContaining("Keep up to 10 lines") } });
    expect(checkFieldsFor("x-post", { text: "x".repeat(80_000) }).ok).toBe(false);
    expect(checkFieldsFor("google-rsa", { headlines: [{ text: "Hi", pin: 7 }] })).toMatchObject({ ok: false });
  });

  it("lets an email be long and keeps other kinds to 64 KB; kinds without a shape keep any record", () => {
    expect(checkFieldsFor("email", { body: "<p>x</p>".repeat(20_000) }).ok).toBe(true);
    expect(checkFieldsFor("creative", { note: "y".repeat(70_000) }).ok).toBe(false);
    expect(checkFieldsFor("creative", { sizes: [1, 2], nested: { a: true } }).ok).toBe(true);
  });

  it("names a path as a marketer reads it", () => {
    expect(fieldPathLabel(["headlines", 2, "text"])).toBe("Headlines, line 3, text");
    expect(fieldPathLabel([])).toBe("The asset's text");
  });
});
