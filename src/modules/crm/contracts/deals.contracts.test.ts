import { describe, expect, it } from "vitest";
import { dealFormInput, type DealFormInput } from "./deals.contracts";

const pipelineId = "5f0c3a43-0a31-4b7e-9d51-2a9f1b7e6c01";
const stageId = "5f0c3a43-0a31-4b7e-9d51-2a9f1b7e6c02";
const empty = (currency: string): DealFormInput => ({
  name: "",
  pipelineId,
  stageId,
  amount: "",
  currency,
  closeDate: "",
  ownerId: "",
  company: null,
  contacts: [],
  custom: {},
});

function errorsOf(form: DealFormInput): Record<string, string> {
  const result = dealFormInput.safeParse(form);
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join("."), i.message]));
}

describe("dealFormInput", () => {
  it("reads the amount in the currency chosen and sends empty fields as nothing", () => {
    const input = dealFormInput.parse({ ...empty("EUR"), name: " Renewal ", amount: "1.250,50", company: { id: stageId, name: "Acme" } });
    expect(input).toMatchObject({
      name: "Renewal",
      pipelineId,
      stageId,
      amountMinor: 125_050,
      currency: "EUR",
      closeDate: null,
      ownerId: null,
      companyId: stageId,
      contactIds: [],
    });
  });

  it("leaves the amount out when the box is empty, and keeps yen whole", () => {
    expect(dealFormInput.parse({ ...empty("USD"), name: "A" }).amountMinor).toBeNull();
    expect(dealFormInput.parse({ ...empty("JPY"), name: "A", amount: "3,000" }).amountMinor).toBe(3000);
  });

  it("puts each message on the form's own field, with an example amount in the currency", () => {
    expect(errorsOf({ ...empty("USD"), amount: "lots", closeDate: "31/12/2030" })).toMatchObject({
      name: "Name the deal",
      amount: "Enter an amount such as 1,250.50",
      closeDate: "Enter a date as YYYY-MM-DD",
    });
    expect(errorsOf({ ...empty("JPY"), name: "A", amount: "1.5" })).toEqual({ amount: "Enter a whole amount such as 1,250" });
    expect(errorsOf({ ...empty("USD"), name: "A", company: { id: "nope", name: "Acme" } })).toEqual({ company: "Unknown company" });
  });
});
