import "server-only";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { getBrandKit, getDefaultBrandKit } from "@/modules/assets";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { isUniqueViolation } from "@/server/db/errors";
import { ConflictError, InvalidError, LimitReachedError, NotFoundError } from "@/server/errors";
import type { CreatePageInput, DeletePageInput, UpdatePageSettingsInput } from "../contracts/pages.contracts";
import { MAX_SLUG_LENGTH, PAGE_LIMITS, slugify } from "../contracts/pages.constants";
import { websitePages } from "../db/pages.table";
import { pageLook } from "../pages/page-theme";
import { templateDocument } from "../pages/templates";
import { forgetHostedPage } from "./pages.cache";
import { syncPageMedia } from "./pages.media";

export const inWorkspace = (tenant: Tenant, id: string) => and(eq(websitePages.workspaceId, tenant.workspaceId), eq(websitePages.id, id));
const SLUG_TAKEN = "Another page already uses this address. Choose another.";

const summaryColumns = {
  id: websitePages.id,
  title: websitePages.title,
  slug: websitePages.slug,
  status: websitePages.status,
  publishedAt: websitePages.publishedAt,
  updatedAt: websitePages.updatedAt,
};
export type PageSummary = { id: string; title: string; slug: string; status: "draft" | "published"; publishedAt: Date | null; updatedAt: Date };

/** The workspace's pages, the last changed first. */
export async function listPages(db: Db, tenant: Tenant): Promise<PageSummary[]> {
  return db.select(summaryColumns).from(websitePages).where(eq(websitePages.workspaceId, tenant.workspaceId)).orderBy(desc(websitePages.updatedAt));
}

/** One page as the editor opens it: its draft and the revision the next save must name. */
export async function getPage(db: Db | Tx, tenant: Tenant, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      brandKitId: websitePages.brandKitId,
      draft: websitePages.draft,
      draftRevision: websitePages.draftRevision,
      publishedVersion: websitePages.publishedVersion,
      hasUnpublishedChanges: sql<boolean>`${websitePages.published} is distinct from ${websitePages.draft}`,
    })
    .from(websitePages)
    .where(inWorkspace(tenant, id))
    .limit(1);
  if (!row) throw new NotFoundError("Landing page");
  return row;
}
export type EditablePage = Awaited<ReturnType<typeof getPage>>;

/** The page as the editor opens it, with the look (colours, fonts, logo) its brand kit gives the hosted page, for the preview. */
export async function getPageForEditor(db: Db, tenant: Tenant, id: string) {
  const page = await getPage(db, tenant, id);
  const kit = page.brandKitId ? await getBrandKit(db, tenant, page.brandKitId).catch(() => null) : null;
  return { ...page, look: pageLook(kit?.kit ?? null) };
}

/** A slug no other page of the workspace has: `base`, else base-2, base-3… */
async function freeSlug(db: Db, tenant: Tenant, base: string): Promise<string> {
  const rows = await db.select({ slug: websitePages.slug }).from(websitePages).where(eq(websitePages.workspaceId, tenant.workspaceId));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const slug = `${base.slice(0, MAX_SLUG_LENGTH - String(n).length - 1)}-${n}`;
    if (!taken.has(slug)) return slug;
  }
}

async function assertRoom(db: Db, tenant: Tenant) {
  const [{ pages }] = (await db.select({ pages: count() }).from(websitePages).where(eq(websitePages.workspaceId, tenant.workspaceId))) as [{ pages: number }];
  if (pages >= PAGE_LIMITS.pages)
    throw new LimitReachedError(`A workspace keeps up to ${PAGE_LIMITS.pages} landing pages. Delete one you no longer use.`, "landingPages");
}

/** The kit a page uses: the one chosen (it must be this workspace's), else the default, else none. */
async function kitFor(db: Db, tenant: Tenant, brandKitId: string | null | undefined) {
  if (brandKitId) return getBrandKit(db, tenant, brandKitId);
  return getDefaultBrandKit(db, tenant);
}

/** A new draft page from a template, written in the brand kit's name. */
export async function createPage(db: Db, tenant: Tenant, input: CreatePageInput): Promise<{ id: string; slug: string }> {
  await assertRoom(db, tenant);
  const kit = await kitFor(db, tenant, input.brandKitId);
  const slug = input.slug ?? (await freeSlug(db, tenant, slugify(input.title)));
  try {
    const [row] = await db
      .insert(websitePages)
      .values({
        workspaceId: tenant.workspaceId,
        title: input.title,
        slug,
        brandKitId: kit?.id ?? null,
        draft: templateDocument(input.template, input.title, kit?.kit.brandName ?? ""),
        createdBy: tenant.userId,
        updatedBy: tenant.userId,
      })
      .returning({ id: websitePages.id, slug: websitePages.slug });
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError(SLUG_TAKEN, { slug: SLUG_TAKEN });
    throw error;
  }
}

/** Name, address and brand kit. A published page's new address takes effect at once (the old one answers 404). */
export async function updatePageSettings(db: Db, tenant: Tenant, input: UpdatePageSettingsInput): Promise<{ id: string; slug: string }> {
  const before = await getPage(db, tenant, input.id);
  if (input.brandKitId) await getBrandKit(db, tenant, input.brandKitId);
  try {
    const [row] = await db
      .update(websitePages)
      .set({ title: input.title, slug: input.slug, brandKitId: input.brandKitId, updatedBy: tenant.userId })
      .where(inWorkspace(tenant, input.id))
      .returning({ id: websitePages.id, slug: websitePages.slug });
    forgetHostedPage(tenant.workspaceId, before.slug);
    return row!;
  } catch (error) {
    if (isUniqueViolation(error)) throw new InvalidError(SLUG_TAKEN, { slug: SLUG_TAKEN });
    throw error;
  }
}

/** A draft copy of a page (its draft, not its published snapshot), named "… (copy)". */
export async function duplicatePage(db: Db, tenant: Tenant, id: string): Promise<{ id: string; slug: string }> {
  const page = await getPage(db, tenant, id);
  await assertRoom(db, tenant);
  const title = `${page.title.slice(0, PAGE_LIMITS.title - 7)} (copy)`;
  const [row] = await db
    .insert(websitePages)
    .values({
      workspaceId: tenant.workspaceId,
      title,
      slug: await freeSlug(db, tenant, `${page.slug.slice(0, MAX_SLUG_LENGTH - 7)}-copy`),
      brandKitId: page.brandKitId,
      draft: page.draft,
      createdBy: tenant.userId,
      updatedBy: tenant.userId,
    })
    .returning({ id: websitePages.id, slug: websitePages.slug });
  return row!;
}

/** Deletes a page and its versions; the person types the page's address to confirm. */
export async function deletePage(db: Db, tenant: Tenant, input: DeletePageInput): Promise<{ id: string }> {
  const page = await getPage(db, tenant, input.id);
  if (input.confirm !== page.slug) throw new InvalidError("Type the page's address to confirm.", { confirm: `Type ${page.slug} to confirm` });
  const [row] = await db.delete(websitePages).where(inWorkspace(tenant, input.id)).returning({ id: websitePages.id });
  if (!row) throw new ConflictError("This page was already deleted.");
  forgetHostedPage(tenant.workspaceId, page.slug);
  await syncPageMedia(db, tenant, page, null);
  return row;
}
