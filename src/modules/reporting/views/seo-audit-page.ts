import "server-only";
import { TRPCError } from "@trpc/server";
import { can } from "@/modules/identity";
import { serverCaller } from "@/trpc/server";
import { isActive, type Loaded, type SeoAuditDetail, type SeoAuditSummaryRow, type SeoDiff, type SeoList } from "../ui/seo/format";

/** The SEO audit page as read on the server for the person asking: nothing past the role check if they may not read reports. */
export type SeoAuditPage =
  | { canRead: false }
  | {
      canRead: true;
      /** The person may start and stop audits (reports.manage). */
      canManage: boolean;
      list: SeoList;
      /** The queued or running audit (one at a time), shown with its progress. */
      active: SeoAuditSummaryRow | null;
      /** The finished audit shown: the one of ?audit=, else the newest. */
      selected: SeoAuditSummaryRow | null;
      detail: Loaded<SeoAuditDetail> | null;
      /** Only for a completed audit. */
      diff: Loaded<SeoDiff> | null;
    };

/** A refused read becomes the part's message; anything unexpected is thrown (the error page). */
async function loaded<T>(read: Promise<T>): Promise<Loaded<T>> {
  try {
    return { data: await read, error: null };
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code === "INTERNAL_SERVER_ERROR") throw error;
    return { data: null, error: error.message };
  }
}

/**
 * Reads the page through the procedures (each checks the workspace and role of the session): the
 * audit history, then the shown audit's findings and its comparison with the previous audit.
 * `auditParam` is the address's ?audit=; an id that isn't one of this workspace's finished audits
 * shows the newest instead.
 */
export async function loadSeoAuditPage(auditParam: string | null): Promise<SeoAuditPage> {
  const caller = await serverCaller();
  const workspace = await caller.identity.workspaces.current();
  if (!can(workspace.role, "reports.read")) return { canRead: false };
  const list = await caller.reporting.seo.list();
  const active = list.audits.find((a) => isActive(a.status)) ?? null;
  const finished = list.audits.filter((a) => !isActive(a.status));
  const selected = finished.find((a) => a.id === auditParam) ?? finished[0] ?? null;
  const [detail, diff] = await Promise.all([
    selected ? loaded(caller.reporting.seo.get({ auditId: selected.id })) : null,
    selected?.status === "done" ? loaded(caller.reporting.seo.diff({ auditId: selected.id })) : null,
  ]);
  return { canRead: true, canManage: can(workspace.role, "reports.manage"), list, active, selected, detail, diff };
}
