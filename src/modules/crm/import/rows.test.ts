import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultLeadStatuses, defaultLifecycleStages } from "../contracts/crm-enums";
import { suggestMapping } from "./auto-match";
import { mappingProblems } from "./imports.contracts";
import { compileRowPlan, splitFullName, type RowContext } from "./rows";
import { parseCsv } from "@/lib/csv-parser";

const ctx: RowContext = {
  custom: [
    { key: "signed_up", label: "Signed up", type: "date", options: [] },
    { key: "revenue", label: "Umsatz", type: "number", options: [] },
    { key: "newsletter", label: "Newsletter", type: "boolean", options: [] },
    { key: "plan", label: "Plan", type: "select", options: ["Free", "Pro"] },
    { key: "interests", label: "Interests", type: "multi_select", options: ["SEO", "Ads"] },
    { key: "site", label: "Site", type: "url", options: [] },
  ],
  lifecycleStages: [...defaultLifecycleStages],
  leadStatuses: [...defaultLeadStatuses],
  region: "US",
  companyCountries: new Map([["maison dupont", "FR"]]),
};

const records = (name: string, delimiter = ",") =>
  parseCsv(readFileSync(path.join(import.meta.dirname, "fixtures", name)), { delimiter, encoding: "utf-8" }).map((r) => r.fields);

describe("reading rows", () => {
  it("reads a HubSpot row: stage and status by label, phone to E.164", () => {
    const [headers, ...rows] = records("hubspot-export.csv");
    const plan = compileRowPlan(suggestMapping(headers!, ctx.custom), ctx);
    expect(plan(rows[0]!)).toEqual({
      ok: true,
      values: expect.objectContaining({
        email: "dana@fbi.example",
        firstName: "Dana",
        phone: "+12025550101",
        lifecycleStage: "mql",
        leadStatus: "open",
        companyName: "FBI",
        jobTitle: "Agent",
      }),
    });
    expect(plan(rows[1]!)).toMatchObject({ ok: true, values: { phone: "+12025550102", lifecycleStage: "lead", leadStatus: "new" } });
  });

  it("reads Salesforce's lead statuses as the CRM's own", () => {
    const [headers, ...rows] = records("salesforce-export.csv");
    const plan = compileRowPlan(suggestMapping(headers!, []), ctx);
    expect(plan(rows[0]!)).toMatchObject({ ok: true, values: { leadStatus: "new", source: "Web", phone: "+14159017000" } });
    expect(plan(rows[1]!)).toMatchObject({ ok: true, values: { leadStatus: "in_progress" } });
  });

  it("reads Mailchimp tags with quoted commas", () => {
    const [headers, ...rows] = records("mailchimp-export.csv");
    const plan = compileRowPlan(suggestMapping(headers!, []), ctx);
    expect(plan(rows[0]!)).toMatchObject({ ok: true, values: { tags: ["vip", '"summer 2023"'.replaceAll('"', "")], phone: "+442079460001" } });
  });

  it("splits a Google full name only when first and last are empty", () => {
    const plan = compileRowPlan(["fullName", "firstName", "email"], ctx);
    expect(plan(["Ada Lovelace", "", "ada@x.com"])).toMatchObject({ ok: true, values: { firstName: "Ada", lastName: "Lovelace" } });
    expect(plan(["Ada Lovelace", "Augusta", "ada@x.com"])).toMatchObject({ ok: true, values: { firstName: "Augusta", lastName: null } });
    expect(splitFullName("Doe, Jane")).toEqual({ firstName: "Jane", lastName: "Doe" });
  });

  it("types custom values: European dates and numbers, yes/no, options, URLs", () => {
    const plan = compileRowPlan(["email", "custom.signed_up", "custom.revenue", "custom.newsletter", "custom.plan", "custom.interests", "custom.site"], ctx);
    expect(plan(["a@x.com", "24.12.1990", "1.234,50", "ja", "pro", "seo; ADS", "acme.com"])).toMatchObject({
      ok: true,
      values: { custom: { signed_up: "1990-12-24", revenue: 1234.5, newsletter: true, plan: "Pro", interests: ["SEO", "Ads"], site: "https://acme.com" } },
    });
  });

  it("reads every Excel date format of the fixture and refuses the one that isn't a date", () => {
    const [, ...rows] = records("excel-dates.csv");
    const plan = compileRowPlan(["email", "firstName", "custom.signed_up"], ctx);
    const results = rows.map((r) => plan(r));
    expect(results.slice(0, 7).map((r) => (r.ok ? r.values.custom.signed_up : r.reason))).toEqual([
      "2024-01-01",
      "2024-01-15",
      "2024-01-15",
      "2024-01-15",
      "2024-01-15",
      "2024-01-15",
      "2024-01-15",
    ]);
    expect(results[7]).toEqual({ ok: false, reason: 'Signed up: "not a date" isn\'t a date' });
  });

  it("gives every reason a row is invalid", () => {
    const plan = compileRowPlan(["email", "phone", "lifecycleStage", "custom.plan"], ctx);
    expect(plan(["not-an-email", "12", "Wizard", "Gold"])).toEqual({
      ok: false,
      reason:
        '"not-an-email" isn\'t a valid email; Unknown lifecycle stage "Wizard"; Plan: "Gold" isn\'t one of its options; "12" isn\'t a valid phone number in the United States (region used: United States, your workspace\'s region). Write it with its country code, such as +44 or +33',
    });
    expect(plan(["", "", "lead", ""])).toEqual({ ok: false, reason: "No email, name or phone" });
  });

  it("reads a phone without a country code in the row's country, else its company's, else the workspace's region", () => {
    const plan = compileRowPlan(["email", "phone", "country", "companyName"], ctx);
    expect(plan(["a@example.com", "06 12 34 56 78", "France", ""])).toMatchObject({ ok: true, values: { phone: "+33612345678", country: "FR" } });
    expect(plan(["a@example.com", "0612345678", "", "Maison DUPONT"])).toMatchObject({ ok: true, values: { phone: "+33612345678", country: null } });
    expect(plan(["a@example.com", "(415) 555-0123", "", "Elsewhere Inc"])).toMatchObject({ ok: true, values: { phone: "+14155550123" } });
    expect(plan(["a@example.com", "0612345678", "", ""])).toMatchObject({
      ok: false,
      reason: expect.stringContaining("region used: United States, your workspace's region"),
    });
    expect(plan(["a@example.com", "0612345678", "Narnia", ""])).toMatchObject({ ok: false });
    expect(plan(["a@example.com", "0712 345678", "Kenya", ""])).toMatchObject({ ok: true, values: { phone: "+254712345678", country: "KE" } });
  });

  it("keeps the lines of a note, with Windows line ends made plain", () => {
    const plan = compileRowPlan(["email", "notes"], ctx);
    expect(plan(["a@example.com", "First line\r\nSecond line\r\n\r\nLast"])).toMatchObject({ ok: true, values: { notes: "First line\nSecond line\n\nLast" } });
  });

  it("reads consent columns and ignores blank cells", () => {
    const plan = compileRowPlan(["email", "emailConsent", "smsConsent"], ctx);
    expect(plan(["a@x.com", "Opted in", ""])).toMatchObject({ ok: true, values: { emailConsent: "subscribed", smsConsent: null } });
    expect(plan(["a@x.com", "perhaps", ""])).toMatchObject({ ok: false });
  });
});

describe("checking a mapping", () => {
  it("needs an email or a name", () => {
    expect(mappingProblems(["phone", null], 2, [])).toEqual({ mapping: "Choose the column with the email, or the columns with the first and last names." });
    expect(mappingProblems(["firstName", null], 2, [])).toEqual({});
  });

  it("refuses a destination chosen twice, an unknown field and a wrong column count", () => {
    expect(mappingProblems(["email", "email", "custom.nope"], 3, [])).toEqual({
      "mapping.1": '"Email" is already chosen for column 1: pick it once.',
      "mapping.2": "This field doesn't exist (any more): choose another.",
    });
    expect(mappingProblems(["email"], 2, [])).toHaveProperty("mapping");
  });
});
