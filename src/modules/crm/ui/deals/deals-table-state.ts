import { dealListFilterFields, dealSortFields, type DealSortField } from "../../contracts/deals.contracts";
import { columnsWithCustom, pickColumns, type ColumnDef, type CustomFieldLike } from "../table/columns";
import { recordsStateFromView, recordsViewConfig, type RecordsTableState } from "../table/view-state";

/** The deals list's filters besides the search box: pipeline, stage, status, close dates and owner. */
export const dealTableFilters = dealListFilterFields.omit({ search: true });
export type DealTableFilters = {
  pipelineId?: string;
  stageId?: string;
  status?: "open" | "won" | "lost";
  closeFrom?: string;
  closeTo?: string;
  ownerId?: string;
};
export type DealsTableState = RecordsTableState<DealTableFilters, DealSortField>;

/** The deal's name is always shown; the others can be picked. */
export const dealNameColumn: ColumnDef<DealSortField> = { id: "name", label: "Deal", width: 240, sort: "name" };

export const dealColumns: ColumnDef<DealSortField>[] = [
  { id: "stage", label: "Stage", width: 180, sort: "stage" },
  { id: "amount", label: "Amount", width: 140, sort: "amount", align: "right" },
  { id: "closeDate", label: "Close date", width: 130, sort: "closeDate" },
  { id: "company", label: "Company", width: 180 },
  { id: "owner", label: "Owner", width: 160 },
  { id: "probability", label: "Probability", width: 110, align: "right" },
  { id: "createdAt", label: "Created", width: 130, sort: "createdAt" },
  { id: "updatedAt", label: "Updated", width: 130, sort: "updatedAt" },
];

export const defaultDealColumnIds = ["stage", "amount", "closeDate", "company", "owner"];

/** Amounts and dates of change start highest / newest first; the rest from the start. */
export const dealDescFirst: DealSortField[] = ["amount", "createdAt", "updatedAt"];

export const defaultDealsState: DealsTableState = { filters: {}, search: "", sort: { field: "createdAt", dir: "desc" }, columns: defaultDealColumnIds };

export const availableDealColumns = (customFields: readonly CustomFieldLike[]) => columnsWithCustom(dealColumns, customFields);
export const resolveDealColumns = (ids: readonly string[], customFields: readonly CustomFieldLike[]) =>
  pickColumns(dealNameColumn, availableDealColumns(customFields), ids);

export const dealsViewConfig = (state: DealsTableState) => recordsViewConfig(state);
export const dealsStateFromView = (config: unknown): DealsTableState =>
  recordsStateFromView(config, { filters: dealTableFilters, sortFields: dealSortFields, defaults: defaultDealsState });
