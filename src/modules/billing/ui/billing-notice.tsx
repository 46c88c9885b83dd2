import { TriangleAlert } from "@/components/ui/icons";
import { AppLink } from "@/components/ui/app-link";
import { cn } from "@/lib/cn";

export type BillingNoticeProps = { tone: "info" | "warning" | "danger"; text: string; canSeePlan: boolean };

import { SUBSCRIPTION_HREF as SUBSCRIPTION } from "../links";

/** The strip under the header when the plan needs attention; it links to the subscription page. */
export function BillingNotice({ tone, text, canSeePlan }: BillingNoticeProps) {
  return (
    <div
      role={tone === "danger" ? "alert" : "status"}
      data-testid="billing-notice"
      className={cn(
        "flex flex-wrap items-center gap-x-3 gap-y-1 border-b px-4 py-2 text-sm md:px-8",
        tone === "danger" ? "border-destructive/30 bg-destructive/10" : tone === "warning" ? "border-warning/30 bg-warning/10" : "bg-muted/50",
      )}
    >
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1">{text}</span>
      {canSeePlan ? (
        <AppLink href={SUBSCRIPTION} className="font-medium underline underline-offset-4">
          See your plan
        </AppLink>
      ) : (
        <span className="text-muted-foreground">Ask a workspace admin.</span>
      )}
    </div>
  );
}
