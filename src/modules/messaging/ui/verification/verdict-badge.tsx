import { CircleAlert, CircleCheck, CircleX } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { EmailVerdict } from "../../contracts/messaging-enums";
import { verdictLabels, verdictVariant } from "./format";

const icons = { valid: CircleCheck, risky: CircleAlert, invalid: CircleX } as const;

/** A verdict as an icon and a word (never colour alone). */
export function VerdictBadge({ verdict }: { verdict: EmailVerdict }) {
  const Icon = icons[verdict];
  return (
    <Badge variant={verdictVariant[verdict]}>
      <Icon aria-hidden />
      {verdictLabels[verdict]}
    </Badge>
  );
}
