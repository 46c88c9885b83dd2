import { describe, expect, it } from "vitest";
import { normalizePhone } from "@/lib/phone";
import { type DemoCity, demoCities, demoCompanies, demoDeals, demoEmailOf, demoPeople, demoPersonalDomains, demoPhoneOf, demoPipeline } from "./demo-data";

const people = demoPeople.map((p, i) => ({ ...p, address: demoEmailOf(p, i), phoneNumber: demoPhoneOf(p, i), country: demoCities[p.city].country }));

/**
 * Numbers in the ranges each country sets aside for fiction. The UK's are its drama landlines (London,
 * Manchester): its fictional mobiles, 07700 900xxx, aren't valid numbers to libphonenumber.
 */
const fictional: Record<string, RegExp> = {
  US: /^\+1[2-9]\d{2}55501\d{2}$/,
  CA: /^\+1[2-9]\d{2}55501\d{2}$/,
  GB: /^\+44(?:207946|161496)0\d{3}$/,
  AU: /^\+61491570(0(0[6-9]|[1-9]\d)|1[0-5]\d)$/,
};

describe("the demo CRM's data", () => {
  it("has sixty different people with different addresses", () => {
    expect(people).toHaveLength(60);
    expect(new Set(people.map((p) => `${p.first} ${p.last}`)).size).toBe(60);
    expect(new Set(people.map((p) => p.address)).size).toBe(60);
  });

  it("writes every address at the person's company or a personal mailbox, on reserved .example domains", () => {
    for (const p of people) {
      const domain = p.address.split("@")[1]!;
      const company = demoCompanies.find((c) => c.key === p.company);
      expect(company ? [company.domain] : demoPersonalDomains).toContain(domain);
      expect(domain.endsWith(".example")).toBe(true);
      expect(p.address).toMatch(/^[a-z]+\.[a-z]+@[a-z-.]+$/);
    }
  });

  it("gives at least 80% a valid number of their own country, never one a real person could have", () => {
    const withPhone = people.filter((p) => p.phoneNumber);
    expect(withPhone.length / people.length).toBeGreaterThanOrEqual(0.8);
    for (const p of withPhone) {
      expect(normalizePhone(p.phoneNumber!, null)).toEqual({ ok: true, phone: p.phoneNumber });
      expect(p.phoneNumber).toMatch(fictional[p.country]!);
      const city: DemoCity = demoCities[p.city];
      const areaCode = city.areaCode;
      if (areaCode) expect(p.phoneNumber!.slice(2, 5)).toBe(areaCode);
    }
    expect(new Set(withPhone.map((p) => p.phoneNumber)).size).toBe(withPhone.length);
  });

  it("has people who opted in to SMS, some who opted out, and no SMS consent without a phone", () => {
    expect(people.filter((p) => p.sms === "subscribed" && p.phoneNumber).length).toBeGreaterThanOrEqual(20);
    expect(people.some((p) => p.sms === "unsubscribed")).toBe(true);
    expect(people.some((p) => p.email === "unsubscribed")).toBe(true);
    expect(people.filter((p) => !p.phoneNumber).every((p) => p.sms === "unknown")).toBe(true);
  });

  it("sells to wholesale buyers with deals in currencies that have reference rates, in the pipeline's stages", () => {
    expect(new Set(demoCompanies.map((c) => c.domain)).size).toBe(demoCompanies.length);
    for (const company of demoCompanies) expect(people.some((p) => p.company === company.key)).toBe(true);
    for (const deal of demoDeals) {
      expect(demoCompanies.map((c) => c.key)).toContain(deal.company);
      expect(demoPipeline.stages.map((s) => s.name)).toContain(deal.stage);
      expect(["USD", "EUR", "GBP", "CAD", "AUD"]).toContain(deal.currency);
    }
  });
});
