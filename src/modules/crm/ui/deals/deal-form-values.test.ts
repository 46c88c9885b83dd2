import { describe, expect, it } from "vitest";
import { amountExample, dealFormFrom, dealInputFrom, emptyDealForm } from "./deal-form-values";

const pipelineId = "5f0c3a43-0a31-4b7e-9d51-2a9f1b7e6c01";
const stageId = "5f0c3a43-0a31-4b7e-9d51-2a9f1b7e6c02";

describe("dealInputFrom", () => {
  it("reads the amount in the currency chosen and sends empty fields as nothing", () => {
    const state = { ...emptyDealForm(pipelineId, stageId, "EUR"), name: " Renewal ", amount: "1.250,50" };
    const { input } = dealInputFrom(state);
    expect(input).toMatchObject({ name: "Renewal", pipelineId, stageId, amountMinor: 125_050, currency: "EUR", closeDate: null, ownerId: null, companyId: null, contactIds: [] });
  });

  it("leaves the amount out when the box is empty, and keeps yen whole", () => {
    expect(dealInputFrom({ ...emptyDealForm(pipelineId, stageId, "USD"), name: "A" }).input?.amountMinor).toBeNull();
    expect(dealInputFrom({ ...emptyDealForm(pipelineId, stageId, "JPY"), name: "A", amount: "3,000" }).input?.amountMinor).toBe(3000);
  });

  it("says which fields need attention, with an example amount in the currency", () => {
    const { errors } = dealInputFrom({ ...emptyDealForm(pipelineId, stageId, "USD"), amount: "lots", closeDate: "31/12/2030" });
    expect(errors).toMatchObject({ name: "Name the deal", amountMinor: "Enter an amount such as 1,250.50", closeDate: "Enter a date as YYYY-MM-DD" });
    expect(dealInputFrom({ ...emptyDealForm(pipelineId, stageId, "JPY"), name: "A", amount: "1.5" }).errors).toMatchObject({ amountMinor: "Enter a whole amount such as 1,250" });
  });
});

describe("dealFormFrom", () => {
  it("shows a stored deal in the form, custom values as their controls hold them", () => {
    const state = dealFormFrom(
      { name: "Deal", pipelineId, stageId, amountMinor: 125_000, currency: "USD", closeDate: "2030-01-31", ownerId: null, custom: { seats: 12, tier: ["a"] } },
      { company: { id: "c", name: "Acme" }, contacts: [] },
      [
        { key: "seats", type: "number" },
        { key: "tier", type: "multi_select" },
        { key: "vip", type: "boolean" },
      ],
    );
    expect(state).toMatchObject({ amount: "1250", closeDate: "2030-01-31", ownerId: "", company: { name: "Acme" }, custom: { seats: "12", tier: ["a"], vip: null } });
  });

  it("writes example amounts with the currency's decimals", () => {
    expect(amountExample("USD")).toBe("1,250.50");
    expect(amountExample("JPY")).toBe("1,250");
    expect(amountExample("BHD")).toBe("1,250.500");
  });
});
