/**
 * One CSV row → the contact values it carries, or the reasons it can't be imported. The mapping is
 * compiled once per import into a plan (column → reader), so a million rows pay no lookups. Pure.
 */
import { restoreDefused } from "@/lib/csv";
import { chooseRegion, normalizePhone, storedCountry } from "@/lib/phone";
import type { Touch } from "../db/contacts.table";
import type { ConsentStatus } from "../contracts/crm-enums";
import { compact } from "./auto-match";
import { CUSTOM_PREFIX, type CustomTarget, type Mapping } from "./fields";
import { cellProblem } from "@/lib/csv-file-check";
import { normalizeEmail, parseBoolean, parseConsent, parseDate, parseNumber, parseUrl, splitTags } from "./values";

export type ImportValues = {
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  companyName: string | null;
  /** Two-letter code when known ("FR"), else the country as written. */
  country: string | null;
  jobTitle: string | null;
  lifecycleStage: string | null;
  leadStatus: string | null;
  source: string | null;
  tags: string[];
  leadScore: number | null;
  emailConsent: ConsentStatus | null;
  smsConsent: ConsentStatus | null;
  firstTouch: Touch | null;
  /** A note for the contact's timeline, its lines kept. */
  notes: string | null;
  /** Custom values that were filled in, typed (number, ISO date, boolean, option, options). */
  custom: Record<string, unknown>;
};

/** A row with nothing in it yet: what each mapped column then fills. */
export function emptyImportValues(): ImportValues {
  return {
    email: null,
    firstName: null,
    lastName: null,
    phone: null,
    companyName: null,
    country: null,
    jobTitle: null,
    lifecycleStage: null,
    leadStatus: null,
    source: null,
    tags: [],
    leadScore: null,
    emailConsent: null,
    smsConsent: null,
    firstTouch: null,
    notes: null,
    custom: {},
  };
}

export type RowResult = { ok: true; values: ImportValues } | { ok: false; reason: string };

export type Vocabulary = { key: string; label: string }[];

export type RowContext = {
  custom: readonly CustomTarget[];
  lifecycleStages: Vocabulary;
  leadStatuses: Vocabulary;
  /** The workspace's region (from its locale): numbers typed without a country code are read in it, unless the row says otherwise. */
  region: string | null;
  /** Countries of the workspace's companies, by lower-cased name: a row's company says where its numbers are. */
  companyCountries: ReadonlyMap<string, string>;
};

/** Salesforce's default lead statuses, read as the CRM's own. */
const leadStatusSynonyms: Record<string, string> = {
  opennotcontacted: "new",
  workingcontacted: "in_progress",
  closednotconverted: "unqualified",
  closedconverted: "connected",
};
const lifecycleSynonyms: Record<string, string> = {
  marketingqualifiedlead: "mql",
  salesqualifiedlead: "sql",
};

function vocabularyIndex(vocab: Vocabulary, synonyms: Record<string, string>): Map<string, string> {
  const index = new Map<string, string>();
  const keys = new Set(vocab.map((v) => v.key));
  for (const [from, to] of Object.entries(synonyms)) if (keys.has(to)) index.set(from, to);
  for (const v of vocab) {
    index.set(compact(v.label), v.key);
    index.set(compact(v.key), v.key);
  }
  return index;
}

/** The values being read, plus a full name waiting to be split and a phone waiting for the row's country. */
type Draft = ImportValues & { fullName?: string; phoneTyped?: string };
type Reader = (raw: string, out: Draft, errors: string[]) => void;

const limits = { firstName: 100, lastName: 100, companyName: 200, jobTitle: 200, source: 200 } as const;
const labels = { firstName: "First name", lastName: "Last name", companyName: "Company", jobTitle: "Job title", source: "Source" } as const;

function textReader(key: keyof typeof limits): Reader {
  return (raw, out, errors) => {
    const v = raw.trim();
    if (v.length > limits[key]) errors.push(`${labels[key]} is longer than ${limits[key]} characters`);
    else out[key] = v;
  };
}

function customReader(field: CustomTarget): Reader {
  const options = new Map(field.options.map((o) => [o.trim().toLowerCase(), o]));
  return (raw, out, errors) => {
    const v = raw.trim();
    switch (field.type) {
      case "text":
        if (v.length > 2000) errors.push(`${field.label} is longer than 2,000 characters`);
        else out.custom[field.key] = v;
        return;
      case "number": {
        const n = parseNumber(v);
        if (n === null) errors.push(`${field.label}: "${v}" isn't a number`);
        else out.custom[field.key] = n;
        return;
      }
      case "date": {
        const d = parseDate(v);
        if (d === null) errors.push(`${field.label}: "${v}" isn't a date`);
        else out.custom[field.key] = d;
        return;
      }
      case "boolean": {
        const b = parseBoolean(v);
        if (b === null) errors.push(`${field.label}: "${v}" isn't yes or no`);
        else out.custom[field.key] = b;
        return;
      }
      case "url": {
        const u = parseUrl(v);
        if (u === null) errors.push(`${field.label}: "${v}" isn't a web address`);
        else out.custom[field.key] = u;
        return;
      }
      case "select": {
        const o = options.get(v.toLowerCase());
        if (o === undefined) errors.push(`${field.label}: "${v}" isn't one of its options`);
        else out.custom[field.key] = o;
        return;
      }
      case "multi_select": {
        const picked: string[] = [];
        for (const part of splitTags(v)) {
          const o = options.get(part.toLowerCase());
          if (o === undefined) {
            errors.push(`${field.label}: "${part}" isn't one of its options`);
            return;
          }
          if (!picked.includes(o)) picked.push(o);
        }
        out.custom[field.key] = picked;
        return;
      }
    }
  };
}

function readerFor(target: string, ctx: RowContext): Reader | null {
  switch (target) {
    case "email":
      return (raw, out, errors) => {
        const email = normalizeEmail(raw);
        if (email === null) errors.push(`"${raw.trim()}" isn't a valid email`);
        else out.email = email;
      };
    case "firstName":
    case "lastName":
    case "companyName":
    case "jobTitle":
    case "source":
      return textReader(target);
    case "fullName":
      // Used only where the first and last names are empty (see finish()).
      return (raw, out) => {
        out.fullName = raw.trim();
      };
    case "phone":
      // Read once the whole row is (see compileRowPlan): its Country and Company columns give the region.
      return (raw, out) => {
        out.phoneTyped = raw;
      };
    case "country":
      return (raw, out, errors) => {
        const v = raw.trim();
        if (v.length > 100) errors.push("Country is longer than 100 characters");
        else out.country = storedCountry(v);
      };
    case "notes":
      return (raw, out, errors) => {
        const v = raw.replace(/\r\n?/g, "\n").trim();
        if (v.length > 10_000) errors.push("Notes are longer than 10,000 characters");
        else out.notes = v;
      };
    case "lifecycleStage": {
      const index = vocabularyIndex(ctx.lifecycleStages, lifecycleSynonyms);
      return (raw, out, errors) => {
        const key = index.get(compact(raw));
        if (key === undefined) errors.push(`Unknown lifecycle stage "${raw.trim()}"`);
        else out.lifecycleStage = key;
      };
    }
    case "leadStatus": {
      const index = vocabularyIndex(ctx.leadStatuses, leadStatusSynonyms);
      return (raw, out, errors) => {
        const key = index.get(compact(raw));
        if (key === undefined) errors.push(`Unknown lead status "${raw.trim()}"`);
        else out.leadStatus = key;
      };
    }
    case "tags":
      return (raw, out, errors) => {
        const tags = splitTags(raw);
        if (tags.some((t) => t.length > 100)) errors.push("A tag is longer than 100 characters");
        else if (tags.length > 100) errors.push("More than 100 tags");
        else out.tags = tags;
      };
    case "leadScore":
      return (raw, out, errors) => {
        const n = parseNumber(raw);
        if (n === null || !Number.isInteger(n) || Math.abs(n) > 100_000)
          errors.push(`Lead score "${raw.trim()}" isn't a whole number between -100,000 and 100,000`);
        else out.leadScore = n;
      };
    case "emailConsent":
    case "smsConsent":
      return (raw, out, errors) => {
        const status = parseConsent(raw);
        if (status === undefined) errors.push(`${target === "emailConsent" ? "Email" : "SMS"} consent "${raw.trim()}" isn't subscribed or unsubscribed`);
        else out[target] = status;
      };
    case "utmSource":
    case "utmMedium":
    case "utmCampaign": {
      const key = target === "utmSource" ? "source" : target === "utmMedium" ? "medium" : "campaign";
      return (raw, out) => {
        out.firstTouch = { ...out.firstTouch, [key]: raw.trim().slice(0, 200) };
      };
    }
  }
  if (target.startsWith(CUSTOM_PREFIX)) {
    const field = ctx.custom.find((f) => `${CUSTOM_PREFIX}${f.key}` === target);
    return field ? customReader(field) : null;
  }
  return null;
}

/** "Jane Q. Doe" → Jane Q. / Doe; "Doe, Jane" → Jane / Doe. */
export function splitFullName(full: string): { firstName: string | null; lastName: string | null } {
  const s = full.trim().replace(/\s+/g, " ");
  if (!s) return { firstName: null, lastName: null };
  const comma = s.indexOf(",");
  if (comma > 0) return { firstName: s.slice(comma + 1).trim() || null, lastName: s.slice(0, comma).trim() || null };
  const space = s.lastIndexOf(" ");
  return space < 0 ? { firstName: s, lastName: null } : { firstName: s.slice(0, space), lastName: s.slice(space + 1) };
}

export type RowPlan = (fields: string[]) => RowResult;

/** Compiles a mapping into a function that reads one row. */
export function compileRowPlan(mapping: Mapping, ctx: RowContext): RowPlan {
  const readers: [number, Reader][] = [];
  mapping.forEach((target, column) => {
    if (!target) return;
    const reader = readerFor(target, ctx);
    if (reader) readers.push([column, reader]);
  });
  return (fields) => {
    const tooLong = cellProblem(fields);
    if (tooLong) return { ok: false, reason: tooLong };
    const out: Draft = emptyImportValues();
    const errors: string[] = [];
    for (const [column, read] of readers) {
      const cell = fields[column];
      if (cell === undefined || cell.trim() === "") continue;
      // Our own export, imported again: "'+1 415…" is the phone number +1 415….
      const raw = restoreDefused(cell);
      read(raw, out, errors);
    }
    const { fullName, phoneTyped, ...values } = out;
    if (phoneTyped !== undefined) {
      const region = chooseRegion({
        country: values.country,
        company: values.companyName ? ctx.companyCountries.get(values.companyName.toLowerCase()) : null,
        workspace: ctx.region,
      });
      const phone = normalizePhone(phoneTyped, region);
      if (phone.ok) values.phone = phone.phone;
      else errors.push(phone.reason);
    }
    if (fullName && !values.firstName && !values.lastName) {
      const split = splitFullName(fullName);
      if ((split.firstName?.length ?? 0) > 100 || (split.lastName?.length ?? 0) > 100) errors.push("Name is longer than 100 characters");
      else Object.assign(values, split);
    }
    if (errors.length > 0) return { ok: false, reason: errors.join("; ") };
    if (!values.email && !values.firstName && !values.lastName && !values.phone) return { ok: false, reason: "No email, name or phone" };
    return { ok: true, values };
  };
}
