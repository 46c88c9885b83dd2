import "server-only";
import { router } from "@/server/trpc/init";
import { requires } from "@/server/trpc/procedures";
import {
  createPageInput,
  deletePageInput,
  fillBlockInput,
  pageIdInput,
  pageStatsInput,
  restoreVersionInput,
  saveDraftInput,
  updatePageSettingsInput,
} from "../contracts/pages.contracts";
import { listVersions, publishPage, restoreVersion, saveDraft, saveVersion, unpublishPage } from "./pages.publish";
import { addDomainInput, domainIdInput } from "../contracts/domains.contracts";
import { addDomain, listDomains, removeDomain, verifyDomain } from "./domains.service";
import { fillBlock } from "./pages.fill";
import { listPagesWithStats, pageStats } from "./pages.stats";
import { createPage, deletePage, duplicatePage, getPageForEditor, updatePageSettings } from "./pages.service";

/** `website.pages`: landing pages. Everyone reads them; those who edit marketing content edit and publish them. */
export const pagesRouter = router({
  list: requires("website.read").query(({ ctx }) => listPagesWithStats(ctx.db, ctx.tenant)),
  get: requires("website.read")
    .input(pageIdInput)
    .query(({ ctx, input }) => getPageForEditor(ctx.db, ctx.tenant, input.id)),
  create: requires("website.edit")
    .input(createPageInput)
    .mutation(({ ctx, input }) => createPage(ctx.db, ctx.tenant, input)),
  saveDraft: requires("website.edit")
    .input(saveDraftInput)
    .mutation(({ ctx, input }) => saveDraft(ctx.db, ctx.tenant, input)),
  updateSettings: requires("website.edit")
    .input(updatePageSettingsInput)
    .mutation(({ ctx, input }) => updatePageSettings(ctx.db, ctx.tenant, input)),
  duplicate: requires("website.edit")
    .input(pageIdInput)
    .mutation(({ ctx, input }) => duplicatePage(ctx.db, ctx.tenant, input.id)),
  delete: requires("website.edit")
    .input(deletePageInput)
    .mutation(({ ctx, input }) => deletePage(ctx.db, ctx.tenant, input)),
  versions: requires("website.read")
    .input(pageIdInput)
    .query(({ ctx, input }) => listVersions(ctx.db, ctx.tenant, input.id)),
  saveVersion: requires("website.edit")
    .input(pageIdInput)
    .mutation(({ ctx, input }) => saveVersion(ctx.db, ctx.tenant, input.id)),
  restore: requires("website.edit")
    .input(restoreVersionInput)
    .mutation(({ ctx, input }) => restoreVersion(ctx.db, ctx.tenant, input)),
  fillBlock: requires("website.edit")
    .input(fillBlockInput)
    .mutation(({ ctx, input }) => fillBlock(ctx.db, ctx.tenant, input)),
  stats: requires("website.read")
    .input(pageStatsInput)
    .query(({ ctx, input }) => pageStats(ctx.db, ctx.tenant, input)),
  publish: requires("website.publish")
    .input(pageIdInput)
    .mutation(({ ctx, input }) => publishPage(ctx.db, ctx.tenant, input.id)),
  unpublish: requires("website.publish")
    .input(pageIdInput)
    .mutation(({ ctx, input }) => unpublishPage(ctx.db, ctx.tenant, input.id)),
  // Custom domains serving the workspace's published pages: a workspace setting, so owners and admins manage them.
  domains: router({
    list: requires("website.read").query(({ ctx }) => listDomains(ctx.db, ctx.tenant)),
    add: requires("workspace.manage")
      .input(addDomainInput)
      .mutation(({ ctx, input }) => addDomain(ctx.db, ctx.tenant, input)),
    verify: requires("workspace.manage")
      .input(domainIdInput)
      .mutation(({ ctx, input }) => verifyDomain(ctx.db, ctx.tenant, input.id)),
    remove: requires("workspace.manage")
      .input(domainIdInput)
      .mutation(({ ctx, input }) => removeDomain(ctx.db, ctx.tenant, input.id)),
  }),
});
