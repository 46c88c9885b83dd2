/**
 * Every module's background jobs, imported for their `defineJob` side effect. The web process
 * (src/server/boot.ts) and `npm run worker` (scripts/worker.ts) import this before starting the
 * queue, so both run the same set. A module with jobs adds one line here.
 */
import "@/modules/identity/jobs/delete-workspace.job";
import "@/modules/crm/jobs/import.job";
import "@/modules/connectors/jobs/sync.job";
import "@/modules/reporting/jobs/report-schedule.job";
import "@/modules/reporting/jobs/seo-audit.job";
import "@/modules/messaging/jobs/deliver.job";
import "@/modules/messaging/jobs/sweep.job";
import "@/modules/messaging/jobs/report.job";
import "@/modules/messaging/jobs/inbound.job";
import "@/modules/messaging/jobs/domains-check.job";
import "@/modules/messaging/jobs/verify.job";
