import "server-only";
import { and, asc, desc, eq, max, notInArray } from "drizzle-orm";
import type { Tenant } from "@/modules/identity";
import type { Db, Tx } from "@/server/db/client";
import { ConflictError, InvalidError, NotFoundError } from "@/server/errors";
import type { RestoreVersionInput, SaveDraftInput } from "../contracts/pages.contracts";
import { PAGE_LIMITS, type PageVersionKind } from "../contracts/pages.constants";
import { websitePages, websitePageVersions } from "../db/pages.table";
import { cleanPageData } from "../pages/clean-page";
import type { PageData } from "../pages/page-data";
import { forgetHostedPage } from "./pages.cache";
import { syncPageMedia } from "./pages.media";
import { getPage, inWorkspace } from "./pages.service";

export const DRAFT_CONFLICT =
  "Someone else saved this page after you opened it. Your changes are still in the editor: copy what you need, reload the page, then apply them again.";

/** Saves the editor's document, if nobody saved since the revision it started from. Returns the new revision. */
export async function saveDraft(db: Db, tenant: Tenant, input: SaveDraftInput): Promise<{ id: string; draftRevision: number; updatedAt: Date }> {
  const draft = cleanPageData(input.draft as PageData);
  const [row] = await db
    .update(websitePages)
    .set({ draft, draftRevision: input.baseRevision + 1, updatedBy: tenant.userId })
    .where(and(inWorkspace(tenant, input.id), eq(websitePages.draftRevision, input.baseRevision)))
    .returning({ id: websitePages.id, draftRevision: websitePages.draftRevision, updatedAt: websitePages.updatedAt });
  if (row) return row;
  await getPage(db, tenant, input.id); // NotFound when it isn't this workspace's
  throw new ConflictError(DRAFT_CONFLICT);
}

async function keepVersion(db: Db | Tx, tenant: Tenant, pageId: string, kind: PageVersionKind, data: PageData) {
  const [{ last }] = (await db
    .select({ last: max(websitePageVersions.number) })
    .from(websitePageVersions)
    .where(eq(websitePageVersions.pageId, pageId))) as [{ last: number | null }];
  const [version] = await db
    .insert(websitePageVersions)
    .values({ workspaceId: tenant.workspaceId, pageId, number: (last ?? 0) + 1, kind, data, createdBy: tenant.userId })
    .returning({ id: websitePageVersions.id, number: websitePageVersions.number });
  const keep = db
    .select({ id: websitePageVersions.id })
    .from(websitePageVersions)
    .where(eq(websitePageVersions.pageId, pageId))
    .orderBy(desc(websitePageVersions.number))
    .limit(PAGE_LIMITS.versions);
  await db.delete(websitePageVersions).where(and(eq(websitePageVersions.pageId, pageId), notInArray(websitePageVersions.id, keep)));
  return version!;
}

/** "Save version": a named point in the page's history to come back to. */
export async function saveVersion(db: Db, tenant: Tenant, id: string) {
  const page = await getPage(db, tenant, id);
  return keepVersion(db, tenant, id, "save", page.draft);
}

/** Publishes the saved draft: /p/… serves this snapshot until the next publish. */
export async function publishPage(db: Db, tenant: Tenant, id: string): Promise<{ id: string; publishedVersion: number; publishedAt: Date }> {
  const { published, page } = await db.transaction(async (tx) => {
    const page = await getPage(tx, tenant, id);
    if (page.draft.content.length === 0) throw new InvalidError("Add at least one block before you publish this page.");
    const publishedAt = new Date();
    const [row] = await tx
      .update(websitePages)
      .set({ published: page.draft, status: "published", publishedAt, publishedVersion: page.publishedVersion + 1, updatedBy: tenant.userId })
      .where(inWorkspace(tenant, id))
      .returning({ id: websitePages.id, publishedVersion: websitePages.publishedVersion, publishedAt: websitePages.publishedAt });
    await keepVersion(tx, tenant, id, "publish", page.draft);
    forgetHostedPage(tenant.workspaceId, page.slug);
    return { page, published: { id: row!.id, publishedVersion: row!.publishedVersion, publishedAt: row!.publishedAt! } };
  });
  await syncPageMedia(db, tenant, page, page.draft);
  return published;
}

/** Takes the page offline (its address answers "not found"); the draft and versions stay. */
export async function unpublishPage(db: Db, tenant: Tenant, id: string): Promise<{ id: string }> {
  const page = await getPage(db, tenant, id);
  await db
    .update(websitePages)
    .set({ published: null, status: "draft", publishedVersion: page.publishedVersion + 1, updatedBy: tenant.userId })
    .where(inWorkspace(tenant, id));
  forgetHostedPage(tenant.workspaceId, page.slug);
  await syncPageMedia(db, tenant, page, null);
  return { id };
}

/** The page's kept versions, the newest first (without their documents). */
export async function listVersions(db: Db, tenant: Tenant, id: string) {
  await getPage(db, tenant, id);
  return db
    .select({ id: websitePageVersions.id, number: websitePageVersions.number, kind: websitePageVersions.kind, createdAt: websitePageVersions.createdAt })
    .from(websitePageVersions)
    .where(and(eq(websitePageVersions.workspaceId, tenant.workspaceId), eq(websitePageVersions.pageId, id)))
    .orderBy(desc(websitePageVersions.number), asc(websitePageVersions.createdAt));
}

/** Copies a version into the draft (the published page is unchanged until the next publish). */
export async function restoreVersion(db: Db, tenant: Tenant, input: RestoreVersionInput): Promise<{ id: string; draftRevision: number }> {
  const [version] = await db
    .select({ data: websitePageVersions.data })
    .from(websitePageVersions)
    .where(and(eq(websitePageVersions.workspaceId, tenant.workspaceId), eq(websitePageVersions.pageId, input.id), eq(websitePageVersions.id, input.versionId)))
    .limit(1);
  if (!version) throw new NotFoundError("Version");
  const page = await getPage(db, tenant, input.id);
  const [row] = await db
    .update(websitePages)
    .set({ draft: cleanPageData(version.data), draftRevision: page.draftRevision + 1, updatedBy: tenant.userId })
    .where(inWorkspace(tenant, input.id))
    .returning({ id: websitePages.id, draftRevision: websitePages.draftRevision });
  return row!;
}
