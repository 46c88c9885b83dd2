import type { CompanySize, CustomFieldType } from "../../contracts/crm-enums";
import { formatCustomValue, formatDate, type ColumnDef } from "../table/columns";
import type { CompanyRow } from "../deals/types";
import { sizeLabels } from "./company-form-values";

const none = <span className="text-muted-foreground">—</span>;

/** One cell of the companies table. */
export function CompanyCell({ column, row, locale }: { column: ColumnDef; row: CompanyRow; locale: string }) {
  if (column.custom) {
    const text = formatCustomValue(column.custom.type as CustomFieldType, row.custom[column.custom.key], locale);
    return text ? (
      <span className="block truncate" title={text}>
        {text}
      </span>
    ) : (
      none
    );
  }
  switch (column.id) {
    case "name":
      return (
        <span className="flex min-w-0 flex-col">
          <span className="truncate font-medium" title={row.name}>
            {row.name}
          </span>
          {row.domain && <span className="truncate text-xs text-muted-foreground">{row.domain}</span>}
        </span>
      );
    case "domain":
      return row.domain ? <span className="block truncate">{row.domain}</span> : none;
    case "industry":
      return row.industry ? (
        <span className="block truncate" title={row.industry}>
          {row.industry}
        </span>
      ) : (
        none
      );
    case "size":
      return row.size ? <span className="block truncate">{sizeLabels[row.size as CompanySize] ?? row.size}</span> : none;
    case "contacts":
      return <span className="tabular-nums">{row.contactCount.toLocaleString(locale)}</span>;
    case "deals":
      return <span className="tabular-nums">{row.dealCount.toLocaleString(locale)}</span>;
    case "owner":
      return row.ownerName ? <span className="block truncate">{row.ownerName}</span> : none;
    case "createdAt":
      return <span className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</span>;
    case "updatedAt":
      return <span className="whitespace-nowrap">{formatDate(row.updatedAt, locale)}</span>;
    default:
      return null;
  }
}
