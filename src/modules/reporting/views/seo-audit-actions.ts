"use server";

import { refresh } from "next/cache";
import { actionErrorOf } from "@/trpc/action-error";
import { actionCaller } from "@/trpc/server";
import type { StartAuditState } from "../ui/seo/start-audit-form";

/**
 * Starts an audit of the form's `url` through `reporting.seo.start`, as the session's member of
 * its workspace: the procedure checks the role, the address (the SSRF guard), the plan and that no
 * other audit runs. Its message for the address goes on the field, any other on the form; on
 * success the page is read again (the audit's progress appears).
 */
export async function startSeoAudit(_state: StartAuditState, form: FormData): Promise<StartAuditState> {
  const url = form.get("url");
  const { caller, requestId } = await actionCaller();
  try {
    await caller.reporting.seo.start({ url: typeof url === "string" ? url : "" });
  } catch (error) {
    const { message, fieldErrors } = actionErrorOf(error, requestId);
    return { errors: fieldErrors.url ? { url: fieldErrors.url } : { form: message } };
  }
  refresh();
  return { errors: {} };
}

/**
 * Stops a queued or running audit of the session's workspace through `reporting.seo.cancel` (which
 * checks the role and answers NOT_FOUND for another workspace's audit); on success the page is read again.
 */
export async function stopSeoAudit(auditId: string): Promise<{ error: string | null }> {
  const { caller, requestId } = await actionCaller();
  try {
    await caller.reporting.seo.cancel({ auditId });
  } catch (error) {
    return { error: actionErrorOf(error, requestId).message };
  }
  refresh();
  return { error: null };
}
