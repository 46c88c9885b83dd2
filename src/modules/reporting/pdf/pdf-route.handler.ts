import "server-only";
import { can, getWorkspaceSettings, resolveMembership } from "@/modules/identity";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import { readSession } from "@/server/auth/session";
import type { Db } from "@/server/db/client";
import { getLogger } from "@/server/log";
import type { CookieReader } from "@/server/trpc/context";
import { parseReportView, viewDays } from "../contracts/report-range";
import { todayIn } from "@/lib/days";
import { attachmentDisposition, pdfFilename, pdfTarget, sessionCookies } from "./pdf-request";
import { RenderError, renderReportPdf, type RenderReportPdf } from "./render";

const noStore = { "Cache-Control": "private, no-store", "X-Content-Type-Options": "nosniff" };
const fail = (status: number, message: string) => Response.json({ message }, { status, headers: noStore });

/**
 * GET /api/reports/pdf?path=<report path>&<its view>: the report as the person sees it, as a PDF
 * download. The person is resolved as a tRPC workspace procedure does (session cookie → verified
 * membership of the workspace cookie's workspace) and must hold `reports.read`; the renderer opens
 * the page with their session and that workspace. Every refusal is JSON with a sentence. The PDF's
 * Server-Timing header says where the render's time went (bench/report-pdf.ts reads it).
 */
export async function handleReportPdf(req: { db: Db; cookies: CookieReader; headers: Headers; url: URL; render?: RenderReportPdf }): Promise<Response> {
  const session = await readSession(req.cookies, req.headers);
  const membership = session ? await resolveMembership(req.db, session, req.cookies.get(WORKSPACE_COOKIE)?.value ?? null) : null;
  if (!membership) return fail(401, "Sign in to export this report.");
  if (!can(membership.tenant.role, "reports.read")) return fail(403, "Your role doesn't allow reading reports. Ask a workspace admin.");
  const target = pdfTarget(req.url.searchParams);
  if ("error" in target) return fail(400, target.error);

  const settings = await getWorkspaceSettings(req.db, membership.tenant);
  const days = viewDays(parseReportView(new URLSearchParams(target.search)), todayIn(settings.timeZone));
  const filename = pdfFilename(target.report.title, days);
  const timings: string[] = [];
  const started = performance.now();
  try {
    const pdf = await (req.render ?? renderReportPdf)({
      path: target.report.path,
      search: target.search,
      cookies: [...sessionCookies(req.cookies.getAll()), { name: WORKSPACE_COOKIE, value: membership.tenant.workspaceId }],
      footer: `${settings.name} · ${target.report.title} · ${days.start} – ${days.end}`,
      onTiming: (step, ms) => timings.push(`${step};dur=${ms.toFixed(1)}`),
    });
    timings.push(`render;dur=${(performance.now() - started).toFixed(1)}`);
    return new Response(new Uint8Array(pdf), {
      headers: {
        ...noStore,
        "Content-Type": "application/pdf",
        "Content-Disposition": attachmentDisposition(filename),
        "Content-Length": String(pdf.length),
        "Server-Timing": timings.join(", "),
      },
    });
  } catch (error) {
    getLogger().warn({ err: error, path: target.report.path, workspaceId: membership.tenant.workspaceId }, "report PDF failed");
    if (error instanceof RenderError) return fail(error.kind === "busy" ? 503 : error.kind === "timeout" ? 504 : 502, error.message);
    return fail(502, "The PDF couldn't be made. Try again in a moment.");
  }
}
