import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { suggestMapping } from "./auto-match";
import { CsvInspector } from "./sniff";

const headersOf = (name: string) => {
  const inspector = new CsvInspector();
  inspector.push(readFileSync(path.join(import.meta.dirname, "fixtures", name)));
  return inspector.finish().headers;
};
const mapped = (name: string, custom = []) => {
  const headers = headersOf(name);
  const mapping = suggestMapping(headers, custom);
  return Object.fromEntries(headers.map((h, i) => [h, mapping[i]]));
};

describe("column auto-matching", () => {
  it("recognises a HubSpot export", () => {
    expect(mapped("hubspot-export.csv")).toEqual({
      "Record ID": null,
      "First Name": "firstName",
      "Last Name": "lastName",
      Email: "email",
      "Phone Number": "phone",
      "Lifecycle Stage": "lifecycleStage",
      "Lead Status": "leadStatus",
      "Company Name": "companyName",
      "Job Title": "jobTitle",
      "Create Date": null,
    });
  });

  it("recognises a Mailchimp export", () => {
    expect(mapped("mailchimp-export.csv")).toMatchObject({
      "Email Address": "email",
      "First Name": "firstName",
      "Last Name": "lastName",
      Address: null,
      "Phone Number": "phone",
      MEMBER_RATING: null,
      OPTIN_TIME: null,
      CONFIRM_TIME: null,
      TAGS: "tags",
    });
  });

  it("recognises a Salesforce export", () => {
    expect(mapped("salesforce-export.csv")).toEqual({
      "First Name": "firstName",
      "Last Name": "lastName",
      Title: "jobTitle",
      "Account Name": "companyName",
      Email: "email",
      Phone: "phone",
      // Phone is taken; the mobile stays unmapped rather than fighting over it.
      Mobile: null,
      "Lead Source": "source",
      "Lead Status": "leadStatus",
      "Mailing City": null,
    });
  });

  it("recognises both Google Contacts exports", () => {
    expect(mapped("google-contacts.csv")).toMatchObject({
      Name: "fullName",
      "Given Name": "firstName",
      "Family Name": "lastName",
      "E-mail 1 - Value": "email",
      "E-mail 1 - Type": null,
      "Phone 1 - Value": "phone",
      "Organization 1 - Name": "companyName",
      "Organization 1 - Title": "jobTitle",
    });
    expect(mapped("google-contacts-2024.csv")).toMatchObject({
      "First Name": "firstName",
      "Last Name": "lastName",
      Labels: "tags",
      "E-mail 1 - Value": "email",
      "Phone 1 - Value": "phone",
      "Organization Name": "companyName",
      "Organization Title": "jobTitle",
    });
  });

  it("matches the workspace's custom fields by label or key, before standard fields", () => {
    const custom = [
      { key: "plan_tier", label: "Plan tier", type: "select" as const, options: ["Free", "Pro"] },
      { key: "signed_up", label: "Signed up", type: "date" as const, options: [] },
      { key: "source", label: "Source", type: "text" as const, options: [] },
    ];
    expect(suggestMapping(["Email", "plan_tier", "Signed Up", "Source", "email"], custom)).toEqual([
      "email",
      "custom.plan_tier",
      "custom.signed_up",
      "custom.source",
      null,
    ]);
  });
});
