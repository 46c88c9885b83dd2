import "server-only";
import { listSiteConsentChoices } from "@/modules/analytics";
import { can, resolveMembership } from "@/modules/identity";
import { CSV_BOM, csvDisposition, csvLine } from "@/lib/csv";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import type { CookieReader } from "@/server/trpc/context";
import { siteConsentSourceLabel, type SiteConsentSource } from "../contracts/consent.constants";
import { listConsentRecordsInput } from "../contracts/consent.contracts";

const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
const text = (status: number, message: string) => new Response(message, { status, headers: { ...noStore, "Content-Type": "text/plain; charset=utf-8" } });
const BATCH = 1000;
const DAY_MS = 86_400_000;
const codeText = (code: number) => (code === 1 ? "granted" : code === 0 ? "denied" : "not chosen");

/**
 * GET /api/website/consent/records.csv?choice=&source=&days=: the site consent records the list
 * shows, as CSV (the product's CSV writer, UTF-8 with a BOM), streamed a batch at a time, for
 * owners and admins (`workspace.manage`, like the list).
 */
export async function handleConsentRecordsCsv(req: { db: Db; cookies: CookieReader; headers: Headers; search: URLSearchParams }): Promise<Response> {
  const session = await readSession(req.cookies, req.headers);
  const membership = session ? await resolveMembership(req.db, session, req.cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return text(401, "Sign in to download the consent records.");
  if (!can(membership.tenant.role, "workspace.manage")) return text(403, "Your role doesn't allow downloading the consent records. Ask a workspace admin.");
  const parsed = listConsentRecordsInput.safeParse({
    choice: req.search.get("choice") ?? undefined,
    source: req.search.get("source") ?? undefined,
    days: req.search.has("days") ? Number(req.search.get("days")) : undefined,
  });
  if (!parsed.success) return text(400, "These filters can't be read. Open the records list and download from there.");
  const { choice, source, days } = parsed.data;
  const since = new Date(Date.now() - days * DAY_MS);
  const workspaceId = membership.tenant.workspaceId;
  let before: { recordedAt: Date; id: string } | null = null;
  const encoder = new TextEncoder();
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvLine(["Recorded at", "Analytics", "Advertising", "Banner version", "Source", "Page", "Visitor id"])));
    },
    async pull(controller) {
      const rows = await listSiteConsentChoices(req.db, workspaceId, { choice, source, since, limit: BATCH, before });
      if (rows.length === 0) {
        controller.close();
        return;
      }
      const lines = rows.map((r) =>
        csvLine([
          r.recordedAt,
          codeText(r.analytics),
          codeText(r.advertising),
          r.bannerVersion,
          siteConsentSourceLabel[r.source as SiteConsentSource] ?? r.source,
          r.pageUrl,
          r.visitorId,
        ]),
      );
      controller.enqueue(encoder.encode(lines.join("")));
      const last = rows.at(-1)!;
      before = { recordedAt: last.recordedAt, id: last.id };
    },
  });
  return new Response(stream, { headers: { ...noStore, "Content-Type": "text/csv; charset=utf-8", "Content-Disposition": csvDisposition("Consent records") } });
}
