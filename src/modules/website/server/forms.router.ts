import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { createFormInput, deleteFormInput, formIdInput, listSubmissionsInput, submissionIdInput, updateFormInput } from "../contracts/forms.contracts";
import { formStats, getSubmission, listSubmissions } from "./form-submissions.queries";
import { createForm, deleteForm, duplicateForm, getForm, listForms, updateForm } from "./forms.service";

/**
 * `website.forms`: site forms. Everyone who sees marketing content sees the forms; those who edit it
 * build them. Submissions hold people's answers, so reading them takes the CRM's read permission.
 */
export const formsRouter = router({
  list: requires("website.read").query(({ ctx }) => listForms(ctx.db, ctx.tenant)),
  get: requires("website.read")
    .input(formIdInput)
    .query(({ ctx, input }) => getForm(ctx.db, ctx.tenant, input.id)),
  stats: requires("website.read")
    .input(formIdInput)
    .query(({ ctx, input }) => formStats(ctx.db, ctx.tenant, input.id)),
  create: requires("website.edit")
    .input(createFormInput)
    .mutation(({ ctx, input }) => createForm(ctx.db, ctx.tenant, input)),
  update: requires("website.edit")
    .input(updateFormInput)
    .mutation(({ ctx, input }) => updateForm(ctx.db, ctx.tenant, input)),
  duplicate: requires("website.edit")
    .input(formIdInput)
    .mutation(({ ctx, input }) => duplicateForm(ctx.db, ctx.tenant, input.id)),
  delete: requires("website.edit")
    .input(deleteFormInput)
    .mutation(({ ctx, input }) => deleteForm(ctx.db, ctx.tenant, input.id)),
  submissions: requires("crm.read")
    .input(listSubmissionsInput)
    .query(({ ctx, input }) => listSubmissions(ctx.db, ctx.tenant, input)),
  submission: requires("crm.read")
    .input(submissionIdInput)
    .query(({ ctx, input }) => getSubmission(ctx.db, ctx.tenant, input.id)),
});
