import "server-only";
import type { z } from "zod";
import { captureProductEvent } from "@/modules/analytics";
import type { Tenant } from "@/modules/identity";
import type { reportViewedInput } from "../contracts/report.contracts";

/** A report page was opened: a step of the product's key-actions funnel (Settings → Product analytics). */
export function recordReportViewed(tenant: Tenant, input: z.output<typeof reportViewedInput>): { recorded: true } {
  captureProductEvent("report_viewed", tenant, input.platform ? { report: input.kind, platform: input.platform } : { report: input.kind });
  return { recorded: true };
}
