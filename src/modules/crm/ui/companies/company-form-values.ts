import type { CompanySize, CustomFieldType } from "../../contracts/crm-enums";

export type CustomValue = string | boolean | string[] | null;

export type CompanyFormState = {
  name: string;
  domain: string;
  industry: string;
  size: CompanySize | "";
  country: string;
  ownerId: string;
  custom: Record<string, CustomValue>;
};

export const emptyCompanyForm: CompanyFormState = { name: "", domain: "", industry: "", size: "", country: "", ownerId: "", custom: {} };

export const sizeLabels: Record<CompanySize, string> = {
  "1-10": "1–10 employees",
  "11-50": "11–50 employees",
  "51-200": "51–200 employees",
  "201-500": "201–500 employees",
  "501-1000": "501–1,000 employees",
  "1001-5000": "1,001–5,000 employees",
  "5001+": "5,001 or more employees",
};

/** Industries offered while typing (any text is accepted). */
export const commonIndustries = [
  "Accounting",
  "Advertising and marketing",
  "Agriculture",
  "Automotive",
  "Banking",
  "Biotechnology",
  "Construction",
  "Consulting",
  "Consumer goods",
  "E-commerce",
  "Education",
  "Energy",
  "Entertainment",
  "Financial services",
  "Food and beverage",
  "Government",
  "Healthcare",
  "Hospitality",
  "Insurance",
  "Legal",
  "Logistics",
  "Manufacturing",
  "Media",
  "Non-profit",
  "Pharmaceuticals",
  "Real estate",
  "Retail",
  "Software",
  "Telecommunications",
  "Travel",
];

type StoredCompany = {
  name: string;
  domain: string | null;
  industry: string | null;
  size: string | null;
  country?: string | null;
  ownerId: string | null;
  custom: Record<string, unknown>;
};

function customInputOf(type: CustomFieldType, value: unknown): CustomValue {
  if (value === null || value === undefined) return type === "multi_select" ? [] : type === "boolean" ? null : "";
  if (type === "boolean") return typeof value === "boolean" ? value : null;
  if (type === "multi_select") return Array.isArray(value) ? value.map(String) : [];
  return String(value);
}

export function companyFormFrom(company: StoredCompany, fields: ReadonlyArray<{ key: string; type: CustomFieldType }>): CompanyFormState {
  return {
    name: company.name,
    domain: company.domain ?? "",
    industry: company.industry ?? "",
    size: (company.size as CompanySize | null) ?? "",
    country: company.country ?? "",
    ownerId: company.ownerId ?? "",
    custom: Object.fromEntries(fields.map((f) => [f.key, customInputOf(f.type, company.custom[f.key])])),
  };
}

/** Which field a duplicate belongs to: the domain when the message names it, else the name. */
export function conflictField(message: string, domain: string | null | undefined): "domain" | "name" {
  return domain && message.includes(domain) ? "domain" : "name";
}
