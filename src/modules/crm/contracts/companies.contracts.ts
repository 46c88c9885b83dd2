import { z } from "zod";
import { bulkSelection, countryField, optionalText } from "./fields";
import { normaliseDomain } from "../domain-name";
import { companySizes } from "./crm-enums";
import { text } from "@/lib/text";
import { requireChange } from "@/lib/patch";

/** Typed as a person would ("https://www.Acme.com/"), stored normalised ("acme.com"); empty clears it. */
export const domainField = text()
  .trim()
  .max(2000, { error: "Enter a domain such as acme.com" })
  .transform((value, ctx) => {
    if (value === "") return null;
    const domain = normaliseDomain(value);
    if (!domain) {
      ctx.addIssue({ code: "custom", message: "Enter a domain such as acme.com" });
      return z.NEVER;
    }
    return domain;
  })
  .nullish();

export const companyFields = z.object({
  name: text({ error: "Name the company" }).trim().min(1, { error: "Name the company" }).max(200, { error: "Keep the name under 200 characters" }),
  domain: domainField,
  industry: optionalText(100, "industry"),
  size: z.enum(companySizes, { error: "Choose a size from the list" }).nullish(),
  /** Its contacts' phone numbers typed without a country code are read in this country. */
  country: countryField,
  ownerId: z.uuid({ error: "Choose a member of this workspace" }).nullish(),
  custom: z.record(text().max(63), z.unknown()).optional(),
});

export const createCompanyInput = companyFields.extend({
  /** Contacts to link to the new company. */
  contactIds: z
    .array(z.uuid({ error: "Unknown contact" }))
    .max(500, { error: "Link at most 500 contacts at once" })
    .optional(),
});
export type CreateCompanyInput = z.infer<typeof createCompanyInput>;
export type CompanyFormValues = z.input<typeof createCompanyInput>;

export const updateCompanyInput = requireChange(z.object({ id: z.uuid({ error: "Unknown company" }), patch: companyFields.partial() }), "patch");
export type UpdateCompanyInput = z.infer<typeof updateCompanyInput>;

export const companyIdInput = z.object({ id: z.uuid({ error: "Unknown company" }) });

export const companySortFields = ["name", "domain", "industry", "size", "contactCount", "dealCount", "createdAt", "updatedAt"] as const;
export type CompanySortField = (typeof companySortFields)[number];

export const COMPANIES_PAGE_MAX = 100;

/** What narrows the companies table (and a bulk action over "all matching"). */
export const companyFilters = z.object({
  /** Matches the name or the domain. */
  search: text().trim().max(200).optional(),
  /** "none": companies nobody owns. */
  ownerId: z.union([z.uuid({ error: "Choose a member of this workspace" }), z.literal("none")]).optional(),
  /** Any of these sizes. */
  sizes: z
    .array(z.enum(companySizes, { error: "Choose a size from the list" }))
    .max(companySizes.length)
    .optional(),
  /** Industry contains this text. */
  industry: text().trim().max(100, { error: "Keep the industry under 100 characters" }).optional(),
});
export type CompanyFilters = z.infer<typeof companyFilters>;

/** The companies table's filters form: "" for anyone, the sizes ticked, the industry typed; parses to companyFilters. */
export const companyFiltersFormInput = z
  .object({ ownerId: z.string(), sizes: z.array(z.enum(companySizes)), industry: z.string() })
  .transform((v): z.input<typeof companyFilters> => ({
    ownerId: v.ownerId || undefined,
    sizes: companySizes.filter((s) => v.sizes.includes(s)),
    industry: v.industry.trim() || undefined,
  }))
  .pipe(companyFilters.omit({ search: true }));
export type CompanyFiltersFormInput = z.input<typeof companyFiltersFormInput>;

export const listCompaniesInput = companyFilters.extend({
  sort: z.object({ field: z.enum(companySortFields), dir: z.enum(["asc", "desc"]) }).default({ field: "name", dir: "asc" }),
  offset: z.number().int().min(0).max(10_000_000).default(0),
  /** Rows to skip, when the table asks page after page while it scrolls (takes the place of `offset`). */
  cursor: z.number().int().min(0).max(10_000_000).nullish(),
  limit: z.number().int().min(1).max(COMPANIES_PAGE_MAX).default(25),
});
export type ListCompaniesInput = z.infer<typeof listCompaniesInput>;

export const companyContactsInput = z.object({
  companyId: z.uuid({ error: "Unknown company" }),
  contactIds: z
    .array(z.uuid({ error: "Unknown contact" }))
    .min(1, { error: "Choose at least one contact" })
    .max(500, { error: "At most 500 contacts at once" }),
});
export type CompanyContactsInput = z.infer<typeof companyContactsInput>;

export const companySelection = bulkSelection(companyFilters, "companies");
export type CompanySelection = z.infer<typeof companySelection>;

/** Sets (a value), clears (null) or keeps (left out) the owner, industry and size of every selected company. */
export const bulkCompanyChanges = z.object({
  ownerId: z.uuid({ error: "Choose a member of this workspace" }).nullish(),
  industry: optionalText(100, "industry"),
  size: z.enum(companySizes, { error: "Choose a size from the list" }).nullish(),
});
export const bulkUpdateCompaniesInput = z.object({ selection: companySelection, set: bulkCompanyChanges.default({}) });
export type BulkUpdateCompaniesInput = z.infer<typeof bulkUpdateCompaniesInput>;

/** The bulk edit form: the same changes, where "Set to…" with no industry typed is asked about. */
export const bulkEditCompaniesFormInput = z
  .object({ ownerId: z.string().nullish(), industry: z.string().nullish(), size: z.enum(companySizes).nullish() })
  .refine((v) => typeof v.industry !== "string" || v.industry.trim() !== "", { error: "Type the new industry, or choose “No industry”.", path: ["industry"] })
  .pipe(bulkCompanyChanges);
export type BulkEditCompaniesFormInput = z.input<typeof bulkEditCompaniesFormInput>;

export const bulkDeleteCompaniesInput = z.object({ selection: companySelection });

/**
 * The company form as a person fills it ("" for no size or owner): parses to what
 * crm.companies.create takes (and update's patch).
 */
export const companyFormInput = companyFields.extend({
  size: z
    .literal("")
    .transform(() => null)
    .or(z.enum(companySizes, { error: "Choose a size from the list" }).nullish()),
  ownerId: z
    .literal("")
    .transform(() => null)
    .or(z.uuid({ error: "Choose a member of this workspace" }).nullish()),
});
export type CompanyFormInput = z.input<typeof companyFormInput>;
