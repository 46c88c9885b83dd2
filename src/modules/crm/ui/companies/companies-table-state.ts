import { companyFilters, companySortFields, type CompanyFilters, type CompanySortField } from "../../contracts/companies.contracts";
import { columnsWithCustom, pickColumns, type ColumnDef, type CustomFieldLike } from "../table/columns";
import { recordsStateFromView, recordsViewConfig, type RecordsTableState } from "../table/view-state";

/** The companies table's filters besides the search box. */
export const companyTableFilters = companyFilters.omit({ search: true });
export type CompanyTableFilters = Omit<CompanyFilters, "search">;
export type CompaniesTableState = RecordsTableState<CompanyTableFilters, CompanySortField>;

/** The company's name is always shown; the others can be picked. */
export const companyNameColumn: ColumnDef<CompanySortField> = { id: "name", label: "Company", width: 240, sort: "name" };

export const companyColumns: ColumnDef<CompanySortField>[] = [
  { id: "domain", label: "Domain", width: 180, sort: "domain" },
  { id: "industry", label: "Industry", width: 170, sort: "industry" },
  { id: "size", label: "Size", width: 170, sort: "size" },
  { id: "contacts", label: "Contacts", width: 110, sort: "contactCount", align: "right" },
  { id: "deals", label: "Deals", width: 100, sort: "dealCount", align: "right" },
  { id: "owner", label: "Owner", width: 170 },
  { id: "createdAt", label: "Created", width: 130, sort: "createdAt" },
  { id: "updatedAt", label: "Updated", width: 130, sort: "updatedAt" },
];

export const defaultCompanyColumnIds = ["domain", "industry", "size", "contacts", "deals", "owner"];

/** Newest and biggest first; names and words A to Z. */
export const companyDescFirst: CompanySortField[] = ["contactCount", "dealCount", "createdAt", "updatedAt"];

export const defaultCompaniesState: CompaniesTableState = { filters: {}, search: "", sort: { field: "name", dir: "asc" }, columns: defaultCompanyColumnIds };

export const availableCompanyColumns = (customFields: readonly CustomFieldLike[]) => columnsWithCustom(companyColumns, customFields);
export const resolveCompanyColumns = (ids: readonly string[], customFields: readonly CustomFieldLike[]) =>
  pickColumns(companyNameColumn, availableCompanyColumns(customFields), ids);

export const companiesViewConfig = (state: CompaniesTableState) => recordsViewConfig(state);
export const companiesStateFromView = (config: unknown): CompaniesTableState =>
  recordsStateFromView(config, { filters: companyTableFilters, sortFields: companySortFields, defaults: defaultCompaniesState });
