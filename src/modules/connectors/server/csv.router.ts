import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { createCsvSourceInput, csvPreviewInput, csvUploadInput } from "../contracts/csv.contracts";
import { createCsvSource, listCsvSources, previewCsv, uploadCsv } from "./csv-source.service";

/** CSV exports of any platform as sources. `preview` is a mutation: its input is the head of a file, too long for a URL. */
export const csvRouter = router({
  list: requires("connectors.read").query(({ ctx }) => listCsvSources(ctx.db, ctx.tenant)),
  create: requires("connectors.manage")
    .input(createCsvSourceInput)
    .mutation(({ ctx, input }) => createCsvSource(ctx.db, ctx.tenant, input)),
  preview: requires("connectors.sync")
    .input(csvPreviewInput)
    .mutation(({ ctx, input }) => previewCsv(ctx.db, ctx.tenant, input)),
  upload: requires("connectors.sync")
    .input(csvUploadInput)
    .mutation(({ ctx, input }) => uploadCsv(ctx.db, ctx.tenant, input)),
});
