import { validate, type FieldErrors } from "@/lib/forms";
import { createDealInput, type CreateDealInput } from "../../contracts/deals.contracts";
import type { CustomFieldType } from "../../contracts/crm-enums";
import { currencyDigits, minorToInput, parseMoney } from "../../money";

export type CustomValue = string | boolean | string[] | null;

/** What the deal form holds while it is being filled in. */
export type DealFormState = {
  name: string;
  pipelineId: string;
  stageId: string;
  amount: string;
  currency: string;
  closeDate: string;
  ownerId: string;
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

/** An example amount in the currency, for the hint and the error ("1,250.00", "1,250"). */
export function amountExample(currency: string): string {
  const digits = currencyDigits(currency);
  return digits === 0 ? "1,250" : `1,250.${"5".padEnd(digits, "0")}`;
}

/**
 * The form's values as the procedure takes them, checked against the same contract, with the
 * amount read in the chosen currency. Errors are keyed by field.
 */
export function dealInputFrom(state: DealFormState): { input: CreateDealInput; errors: null } | { input: null; errors: FieldErrors } {
  const amountText = state.amount.trim();
  const amountMinor = amountText === "" ? null : parseMoney(amountText, state.currency);
  const checked = validate(createDealInput, {
    name: state.name,
    pipelineId: state.pipelineId,
    stageId: state.stageId || undefined,
    amountMinor,
    currency: state.currency,
    closeDate: state.closeDate,
    ownerId: state.ownerId || null,
    companyId: state.company?.id ?? null,
    contactIds: state.contacts.map((c) => c.id),
    custom: state.custom,
  });
  const errors: FieldErrors = { ...(checked.errors ?? {}) };
  if (amountText !== "" && amountMinor === null) {
    errors.amountMinor = currencyDigits(state.currency) === 0 ? `Enter a whole amount such as ${amountExample(state.currency)}` : `Enter an amount such as ${amountExample(state.currency)}`;
  }
  if (Object.keys(errors).length > 0 || !checked.data) return { input: null, errors };
  return { input: checked.data, errors: null };
}
