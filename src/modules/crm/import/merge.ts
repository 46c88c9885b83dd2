/**
 * How an imported row changes a contact that already exists: "fill_empty" gives values only to
 * empty fields, "overwrite" replaces what the file has a value for. Either way empty cells never
 * erase data, tags are added to the contact's tags, and an email is never replaced (it is how the
 * contact was found). Pure.
 */
import type { Touch } from "../db/contacts.table";
import type { ConsentChannel, ConsentStatus, MergeMode } from "../contracts/crm-enums";
import type { ImportValues } from "./rows";

export type ExistingContact = {
  id: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  companyName: string | null;
  country: string | null;
  jobTitle: string | null;
  lifecycleStage: string | null;
  leadStatus: string | null;
  source: string | null;
  firstTouch: Touch | null;
  tags: string[];
  custom: Record<string, unknown>;
  leadScore: number;
  emailConsent: ConsentStatus;
  smsConsent: ConsentStatus;
};

export type ContactPatch = Omit<ExistingContact, "id">;

export type Merge = { patch: ContactPatch; changed: boolean; consent: { channel: ConsentChannel; status: ConsentStatus }[] };

const textKeys = ["firstName", "lastName", "phone", "companyName", "country", "jobTitle", "lifecycleStage", "leadStatus", "source"] as const;

const emptyValue = (v: unknown) => v === null || v === undefined || v === "" || (Array.isArray(v) && v.length === 0);

export function mergeContact(existing: ExistingContact, values: ImportValues, mode: Exclude<MergeMode, "skip">): Merge {
  const { id: _id, ...patch } = existing;
  const next: ContactPatch = { ...patch, tags: [...patch.tags], custom: { ...patch.custom } };
  const take = (current: unknown, incoming: unknown) => !emptyValue(incoming) && (mode === "overwrite" || emptyValue(current));
  if (!existing.email && values.email) next.email = values.email;
  for (const key of textKeys) if (take(existing[key], values[key])) next[key] = values[key];
  if (values.leadScore !== null && (mode === "overwrite" || existing.leadScore === 0)) next.leadScore = values.leadScore;
  if (values.firstTouch) {
    next.firstTouch = mode === "overwrite" ? { ...existing.firstTouch, ...values.firstTouch } : { ...values.firstTouch, ...existing.firstTouch };
  }
  for (const tag of values.tags) if (!next.tags.includes(tag)) next.tags.push(tag);
  for (const [key, value] of Object.entries(values.custom)) if (take(existing.custom[key], value)) next.custom[key] = value;
  const consent: Merge["consent"] = [];
  for (const [channel, key] of [
    ["email", "emailConsent"],
    ["sms", "smsConsent"],
  ] as const) {
    const incoming = values[key];
    if (incoming === null || incoming === existing[key]) continue;
    if (mode === "overwrite" || existing[key] === "unknown") {
      next[key] = incoming;
      consent.push({ channel, status: incoming });
    }
  }
  const changed = JSON.stringify(next) !== JSON.stringify(patch);
  return { patch: next, changed, consent };
}
