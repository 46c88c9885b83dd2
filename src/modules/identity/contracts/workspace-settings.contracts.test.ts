import { describe, expect, it } from "vitest";
import { canonicalLocale, dateFormats, formatDateAs, timeZones, workspaceSettingsInput } from "./workspace-settings.contracts";

const valid = { name: "Acme", slug: "acme-eu", timeZone: "Europe/Berlin", currency: "EUR", locale: "de-DE", weekStart: "monday", dateFormat: "DD.MM.YYYY" };

describe("workspace settings contract", () => {
  it("offers UTC, the default, among the time zones", () => {
    expect(timeZones[0]).toBe("UTC");
    expect(workspaceSettingsInput.safeParse({ ...valid, timeZone: "UTC" }).success).toBe(true);
  });

  it("normalises the slug, currency and locale people type", () => {
    expect(workspaceSettingsInput.parse({ ...valid, slug: " Acme-EU ", currency: "eur", locale: "de-de" })).toMatchObject({
      slug: "acme-eu",
      currency: "EUR",
      locale: "de-DE",
    });
  });

  it.each([
    ["slug", "ab", "Use at least 3 characters"],
    ["slug", "a".repeat(49), "Use at most 48 characters"],
    ["slug", "acme_eu", "Use only lowercase letters, digits and dashes"],
    ["slug", "-acme", "Start and end with a letter or a digit"],
    ["timeZone", "Europe/Atlantis", "Choose a time zone from the list"],
    ["weekStart", "friday", "Choose Monday or Sunday"],
    ["dateFormat", "YY/M/D", "Choose a date format from the list"],
  ])("refuses %s %j with a message for people", (field, value, message) => {
    const result = workspaceSettingsInput.safeParse({ ...valid, [field]: value });
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it("knows a locale from nonsense", () => {
    expect(canonicalLocale("en-gb")).toBe("en-GB");
    expect(canonicalLocale("not a locale")).toBeNull();
  });

  it("writes a date in each format", () => {
    const day = new Date(2025, 2, 4);
    expect(dateFormats.map((f) => formatDateAs(day, f))).toEqual(["2025-03-04", "04/03/2025", "03/04/2025", "04.03.2025"]);
  });
});
