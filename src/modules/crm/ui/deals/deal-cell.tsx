import { Badge } from "@/components/ui/badge";
import type { CustomFieldType } from "../../contracts/crm-enums";
import { formatMinor } from "../../money";
import { formatCustomValue, formatDate, type ColumnDef } from "../table/columns";
import { formatDay } from "./deal-card";
import type { DealRow } from "./types";

const none = <span className="text-muted-foreground">—</span>;
const kindVariant = { open: "outline", won: "success", lost: "destructive" } as const;

/** One cell of the deals list. */
export function DealCell({ column, row, locale }: { column: ColumnDef; row: DealRow; locale: string }) {
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
        <span className="block truncate font-medium" title={row.name}>
          {row.name}
        </span>
      );
    case "stage":
      return (
        <Badge variant={kindVariant[row.stageKind]} className="max-w-full truncate">
          {row.stageName}
        </Badge>
      );
    case "amount":
      return row.amountMinor === null ? none : <span className="tabular-nums">{formatMinor(row.amountMinor, row.currency, { locale })}</span>;
    case "closeDate":
      return row.closeDate ? <span className="whitespace-nowrap">{formatDay(row.closeDate, locale)}</span> : none;
    case "company":
      return row.companyName ? <span className="block truncate">{row.companyName}</span> : none;
    case "owner":
      return row.ownerName ? <span className="block truncate">{row.ownerName}</span> : none;
    case "probability":
      return <span className="tabular-nums">{row.probability}%</span>;
    case "createdAt":
      return <span className="whitespace-nowrap">{formatDate(row.createdAt, locale)}</span>;
    case "updatedAt":
      return <span className="whitespace-nowrap">{formatDate(row.updatedAt, locale)}</span>;
    default:
      return null;
  }
}
