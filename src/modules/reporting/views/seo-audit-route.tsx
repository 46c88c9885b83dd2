import { searchOf } from "../contracts/report-range";
import { startSeoAudit, stopSeoAudit } from "./seo-audit-actions";
import { loadSeoAuditPage } from "./seo-audit-page";
import type { ReportSearch } from "./report-page";
import { SeoAuditView } from "./seo-audit-view";

/** The SEO audit page's server half: everything is read here, for the session's workspace and role. */
export async function SeoAuditRoute({ searchParams }: { searchParams: ReportSearch }) {
  const page = await loadSeoAuditPage(searchOf(await searchParams).get("audit"));
  return <SeoAuditView page={page} actions={{ start: startSeoAudit, stop: stopSeoAudit }} />;
}
