import { Badge } from "@/components/ui/badge";
import { assetStatusLabel, type AssetStatus } from "../../contracts/items.constants";

export const statusVariant: Record<AssetStatus, "secondary" | "warning" | "success" | "outline"> = {
  draft: "secondary",
  "in-review": "warning",
  approved: "success",
  archived: "outline",
};

export function StatusBadge({ status }: { status: AssetStatus }) {
  return <Badge variant={statusVariant[status]}>{assetStatusLabel[status]}</Badge>;
}
