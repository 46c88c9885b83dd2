import { describe, expect, it } from "vitest";
import { normalizeEmail, parseBoolean, parseConsent, parseDate, parseNumber, parseUrl, splitTags } from "./values";

describe("import values", () => {
  it.each([
    ["45292", "2024-01-01"],
    ["45306.5", "2024-01-15"],
    ["1/15/2024", "2024-01-15"],
    ["15/1/2024", "2024-01-15"],
    ["01/02/2024", "2024-01-02"],
    ["15.01.2024", "2024-01-15"],
    ["1.2.24", "2024-02-01"],
    ["2024-01-15", "2024-01-15"],
    ["2024-01-15T09:30:00Z", "2024-01-15"],
    ["2024/1/5", "2024-01-05"],
    ["Jan 15, 2024", "2024-01-15"],
    ["15 January 2024", "2024-01-15"],
    ["3/4/99 10:15 PM", "1999-03-04"],
  ])("reads the date %s as %s", (raw, iso) => {
    expect(parseDate(raw)).toBe(iso);
  });

  it.each(["", "not a date", "31.02.1999", "2024-13-01", "0", "13/13/2024"])("refuses %j as a date", (raw) => {
    expect(parseDate(raw)).toBeNull();
  });

  it("reads yes/no in its spellings", () => {
    for (const yes of ["yes", "Y", "TRUE", "1", "x", "X", "ja"]) expect(parseBoolean(yes)).toBe(true);
    for (const no of ["no", "N", "false", "0", "nein"]) expect(parseBoolean(no)).toBe(false);
    expect(parseBoolean("maybe")).toBeNull();
    expect(parseBoolean("")).toBeNull();
  });

  it.each([
    ["1,234", 1234],
    ["1,234,567.89", 1234567.89],
    ["1.234,50", 1234.5],
    ["1.234.567", 1234567],
    ["12,5", 12.5],
    ["1 234", 1234],
    ["1'234.5", 1234.5],
    ["-42", -42],
    ["$1,200", 1200],
    ["(300)", -300],
    ["3.14", 3.14],
  ])("reads the number %s", (raw, n) => {
    expect(parseNumber(raw)).toBe(n);
  });

  it("refuses text as a number", () => {
    expect(parseNumber("abc")).toBeNull();
    expect(parseNumber("1,23,4")).toBeNull();
    expect(parseNumber("")).toBeNull();
  });

  it("splits tags on semicolons, commas and Google's :::", () => {
    expect(splitTags("vip; newsletter, vip ,, 2024")).toEqual(["vip", "newsletter", "2024"]);
    expect(splitTags("* myContacts ::: Friends ::: Work")).toEqual(["Friends", "Work"]);
  });

  it("reads consent words, leaves unknown alone and refuses nonsense", () => {
    expect(parseConsent("Subscribed")).toBe("subscribed");
    expect(parseConsent("opted in")).toBe("subscribed");
    expect(parseConsent("Opted-Out")).toBe("unsubscribed");
    expect(parseConsent("cleaned")).toBe("unsubscribed");
    expect(parseConsent("unknown")).toBeNull();
    expect(parseConsent("")).toBeNull();
    expect(parseConsent("banana")).toBeUndefined();
  });

  it("normalises emails and refuses broken ones", () => {
    expect(normalizeEmail("  Ana@Example.COM ")).toBe("ana@example.com");
    expect(normalizeEmail("mailto:bo@example.com")).toBe("bo@example.com");
    for (const bad of ["ana@", "@x.com", "a b@x.com", "a..b@x.com", "ana@example"]) expect(normalizeEmail(bad)).toBeNull();
  });

  it("adds https:// to a bare web address", () => {
    expect(parseUrl("acme.com/pricing")).toBe("https://acme.com/pricing");
    expect(parseUrl("http://acme.com")).toBe("http://acme.com");
    expect(parseUrl("not a url")).toBeNull();
  });
});
