import { describe, expect, it } from "vitest";
import { mergeContact, type ExistingContact } from "./merge";
import { emptyImportValues, type ImportValues } from "./rows";

const existing: ExistingContact = {
  id: "c1",
  email: "ana@example.com",
  firstName: "Ana",
  lastName: null,
  phone: null,
  companyName: "Old Co",
  country: null,
  jobTitle: null,
  lifecycleStage: "lead",
  leadStatus: null,
  source: null,
  firstTouch: null,
  tags: ["vip"],
  custom: { plan: "Free" },
  leadScore: 0,
  emailConsent: "unknown",
  smsConsent: "subscribed",
};

const row = (v: Partial<ImportValues>): ImportValues => ({ ...emptyImportValues(), email: "ana@example.com", ...v });

describe("merging into an existing contact", () => {
  it("fills only empty fields, adds tags, and sets unknown consent", () => {
    const merge = mergeContact(
      existing,
      row({
        firstName: "Anna",
        lastName: "Ruiz",
        companyName: "New Co",
        tags: ["vip", "2024"],
        custom: { plan: "Pro", seats: 3 },
        emailConsent: "subscribed",
        smsConsent: "unsubscribed",
      }),
      "fill_empty",
    );
    expect(merge.patch).toMatchObject({
      firstName: "Ana",
      lastName: "Ruiz",
      companyName: "Old Co",
      tags: ["vip", "2024"],
      custom: { plan: "Free", seats: 3 },
      emailConsent: "subscribed",
      smsConsent: "subscribed",
    });
    expect(merge.consent).toEqual([{ channel: "email", status: "subscribed" }]);
    expect(merge.changed).toBe(true);
  });

  it("overwrites what the file has a value for, never with an empty cell", () => {
    const merge = mergeContact(existing, row({ firstName: "Anna", custom: { plan: "Pro" }, smsConsent: "unsubscribed", leadScore: 40 }), "overwrite");
    expect(merge.patch).toMatchObject({
      firstName: "Anna",
      companyName: "Old Co",
      lifecycleStage: "lead",
      custom: { plan: "Pro" },
      smsConsent: "unsubscribed",
      leadScore: 40,
    });
    expect(merge.consent).toEqual([{ channel: "sms", status: "unsubscribed" }]);
  });

  it("reports no change when the file adds nothing", () => {
    expect(mergeContact(existing, row({ firstName: "Ana", tags: ["vip"] }), "fill_empty").changed).toBe(false);
  });

  it("gives an email to a contact found by phone that had none, and never replaces one", () => {
    expect(mergeContact({ ...existing, email: null }, row({ email: "new@example.com" }), "overwrite").patch.email).toBe("new@example.com");
    expect(mergeContact(existing, row({ email: "other@example.com" }), "overwrite").patch.email).toBe("ana@example.com");
  });
});
