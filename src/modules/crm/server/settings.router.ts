import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  createCustomFieldInput,
  crmObjectInput,
  crmSettingsInput,
  customFieldIdInput,
  savedViewIdInput,
  savedViewInput,
  updateCustomFieldInput,
} from "../contracts/settings.contracts";
import {
  createCustomField,
  createSavedView,
  deleteCustomField,
  deleteSavedView,
  getCrmSettings,
  listCustomFields,
  listSavedViews,
  saveCrmSettings,
  updateCustomField,
  updateSavedView,
} from "./settings.service";

export const settingsRouter = router({
  get: requires("crm.read").query(({ ctx }) => getCrmSettings(ctx.db, ctx.tenant)),
  save: requires("crm.settings")
    .input(crmSettingsInput)
    .mutation(({ ctx, input }) => saveCrmSettings(ctx.db, ctx.tenant, input)),
});

export const customFieldsRouter = router({
  list: requires("crm.read")
    .input(crmObjectInput.partial())
    .query(({ ctx, input }) => listCustomFields(ctx.db, ctx.tenant, input.object)),
  create: requires("crm.settings")
    .input(createCustomFieldInput)
    .mutation(({ ctx, input }) => createCustomField(ctx.db, ctx.tenant, input)),
  update: requires("crm.settings")
    .input(updateCustomFieldInput)
    .mutation(({ ctx, input }) => updateCustomField(ctx.db, ctx.tenant, input)),
  delete: requires("crm.settings")
    .input(customFieldIdInput)
    .mutation(({ ctx, input }) => deleteCustomField(ctx.db, ctx.tenant, input.id)),
});

export const savedViewsRouter = router({
  list: requires("crm.read")
    .input(crmObjectInput)
    .query(({ ctx, input }) => listSavedViews(ctx.db, ctx.tenant, input.object)),
  create: requires("crm.write")
    .input(savedViewInput)
    .mutation(({ ctx, input }) => createSavedView(ctx.db, ctx.tenant, input)),
  update: requires("crm.write")
    .input(savedViewIdInput.extend({ view: savedViewInput }))
    .mutation(({ ctx, input }) => updateSavedView(ctx.db, ctx.tenant, input.id, input.view)),
  delete: requires("crm.write")
    .input(savedViewIdInput)
    .mutation(({ ctx, input }) => deleteSavedView(ctx.db, ctx.tenant, input.id)),
});
