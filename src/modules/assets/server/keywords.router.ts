import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import { expandKeywordsInput, searchQueriesInput } from "../contracts/keywords.contracts";
import { expandKeywords, searchQueries } from "./keywords.service";

/** `assets.keywords`: what a keyword list is seeded from. The lists are `assets.items` of kind `keyword-list`. */
export const keywordsRouter = router({
  searchQueries: requires("assets.read")
    .input(searchQueriesInput)
    .query(({ ctx, input }) => searchQueries(ctx.db, ctx.tenant, input)),
  expand: requires("assets.edit")
    .input(expandKeywordsInput)
    .mutation(({ ctx, input }) => expandKeywords(ctx.db, ctx.tenant, input)),
});
