import { CircleCheck, CircleDashed, CircleX } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { RecordStatus } from "../../contracts/messaging-enums";

const look: Record<RecordStatus, { label: string; variant: "success" | "destructive" | "secondary"; Icon: typeof CircleCheck }> = {
  verified: { label: "Verified", variant: "success", Icon: CircleCheck },
  failed: { label: "Failed", variant: "destructive", Icon: CircleX },
  pending: { label: "Not checked", variant: "secondary", Icon: CircleDashed },
};

/** A record's or a domain's status, in words with an icon (never colour alone). */
export function StatusBadge({ status, pendingLabel }: { status: RecordStatus; pendingLabel?: string }) {
  const { label, variant, Icon } = look[status];
  return (
    <Badge variant={variant}>
      <Icon aria-hidden /> {status === "pending" && pendingLabel ? pendingLabel : label}
    </Badge>
  );
}
