import { AlertTriangle, CheckCircle2, Clock, Loader2, PauseCircle, PlugZap } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { healthLabel, type Health } from "./format";

const look = {
  healthy: { variant: "success", Icon: CheckCircle2 },
  syncing: { variant: "secondary", Icon: Loader2 },
  error: { variant: "destructive", Icon: AlertTriangle },
  paused: { variant: "outline", Icon: PauseCircle },
  waiting: { variant: "outline", Icon: Clock },
  reconnect: { variant: "warning", Icon: PlugZap },
} as const;

/** A source's health in words, with an icon and color that only repeat them. */
export function HealthBadge({ health }: { health: Health }) {
  const { variant, Icon } = look[health];
  return (
    <Badge variant={variant} data-testid="source-health" data-health={health}>
      <Icon aria-hidden className={health === "syncing" ? "animate-spin motion-reduce:animate-none" : undefined} />
      {healthLabel[health]}
    </Badge>
  );
}
