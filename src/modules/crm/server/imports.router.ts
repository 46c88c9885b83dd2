import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { importErrorsInput, importIdInput, listImportsInput, setMappingInput, startImportInput } from "../import/imports.contracts";
import { enqueueImport } from "../jobs/import.job";
import { cancelImport, discardImport, getImport, listImportErrors, listImports, setImportMapping, startImport } from "./imports.service";

/** crm.imports.*: the upload itself is a streaming route handler (POST /api/crm/imports). */
export const importsRouter = router({
  list: requires("crm.read")
    .input(listImportsInput)
    .query(({ ctx, input }) => listImports(ctx.db, ctx.tenant, input)),
  get: requires("crm.read")
    .input(importIdInput)
    .query(({ ctx, input }) => getImport(ctx.db, ctx.tenant, input.importId)),
  setMapping: requires("crm.write")
    .input(setMappingInput)
    .mutation(({ ctx, input }) => setImportMapping(ctx.db, ctx.tenant, input)),
  start: requires("crm.write")
    .input(startImportInput)
    .mutation(({ ctx, input }) => startImport(ctx.db, ctx.tenant, input, enqueueImport)),
  cancel: requires("crm.write")
    .input(importIdInput)
    .mutation(({ ctx, input }) => cancelImport(ctx.db, ctx.tenant, input.importId)),
  discard: requires("crm.write")
    .input(importIdInput)
    .mutation(({ ctx, input }) => discardImport(ctx.db, ctx.tenant, input.importId)),
  errors: requires("crm.write")
    .input(importErrorsInput)
    .query(({ ctx, input }) => listImportErrors(ctx.db, ctx.tenant, input)),
});
