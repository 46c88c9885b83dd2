import { describe, expect, it } from "vitest";
import { amountExample, dealFormFrom } from "./deal-form-values";

const pipelineId = "5f0c3a43-0a31-4b7e-9d51-2a9f1b7e6c01";
const stageId = "5f0c3a43-0a31-4b7e-9d51-2a9f1b7e6c02";

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
    expect(state).toMatchObject({
      amount: "1250",
      closeDate: "2030-01-31",
      ownerId: "",
      company: { name: "Acme" },
      custom: { seats: "12", tier: ["a"], vip: null },
    });
  });

  it("writes example amounts with the currency's decimals", () => {
    expect(amountExample("USD")).toBe("1,250.50");
    expect(amountExample("JPY")).toBe("1,250");
    expect(amountExample("BHD")).toBe("1,250.500");
  });
});
