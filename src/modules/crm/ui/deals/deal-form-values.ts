import type { DealFormInput } from "../../contracts/deals.contracts";
import type { CustomFieldType } from "../../contracts/crm-enums";
import { minorToInput } from "../../money";

export { amountExample } from "../../money";

export type CustomValue = string | boolean | string[] | null;

/** What the deal form holds while it is being filled in (the contract `dealFormInput` reads it). */
export type DealFormState = DealFormInput & {
  company: { id: string; name: string } | null;
  contacts: Array<{ id: string; label: string }>;
  custom: Record<string, CustomValue>;
};

export function emptyDealForm(pipelineId: string, stageId: string, currency: string): DealFormState {
  return { name: "", pipelineId, stageId, amount: "", currency, closeDate: "", ownerId: "", company: null, contacts: [], custom: {} };
}

type StoredDeal = {
  name: string;
  pipelineId: string;
  stageId: string;
  amountMinor: number | null;
  currency: string;
  closeDate: string | null;
  ownerId: string | null;
  custom: Record<string, unknown>;
};

/** A stored custom value as its control shows it. */
function customInputOf(type: CustomFieldType, value: unknown): CustomValue {
  if (value === null || value === undefined) return type === "multi_select" ? [] : type === "boolean" ? null : "";
  if (type === "boolean") return typeof value === "boolean" ? value : null;
  if (type === "multi_select") return Array.isArray(value) ? value.map(String) : [];
  return String(value);
}

export function dealFormFrom(
  deal: StoredDeal,
  related: { company: { id: string; name: string } | null; contacts: Array<{ id: string; label: string }> },
  fields: ReadonlyArray<{ key: string; type: CustomFieldType }>,
): DealFormState {
  return {
    name: deal.name,
    pipelineId: deal.pipelineId,
    stageId: deal.stageId,
    amount: minorToInput(deal.amountMinor, deal.currency),
    currency: deal.currency,
    closeDate: deal.closeDate ?? "",
    ownerId: deal.ownerId ?? "",
    company: related.company,
    contacts: related.contacts,
    custom: Object.fromEntries(fields.map((f) => [f.key, customInputOf(f.type, deal.custom[f.key])])),
  };
}
