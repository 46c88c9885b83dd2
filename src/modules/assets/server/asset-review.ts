import "server-only";
/**
 * Status and conversation (`assets.items`): submit for review, approve or reject (the approve
 * permission), archive and unarchive; comments.
 *
 * Approving or rejecting your own submission is refused while another member of the workspace holds
 * the approve permission (a second pair of eyes is the point of the step), and allowed when nobody
 * else does: a one-person workspace or a sole owner must not be left with assets nobody can approve.
 */
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { checkAsset, type AssetFields } from "@/modules/ai";
import { can, memberships, roles, type Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { ForbiddenError, InvalidError, NotFoundError } from "@/server/errors";
import { copyAssetKinds, type AssetKind, type AssetStatus } from "../contracts/items.constants";
import { assetComments, assetItems } from "../db/items.table";
import { assetRowOf, getAsset } from "./asset-queries";

const approverRoles = roles.filter((role) => can(role, "assets.approve"));

/** Moves the asset from one of `from` to `to`; a status that moved meanwhile gets a plain refusal. */
async function move(db: Db, tenant: Tenant, id: string, from: readonly AssetStatus[], to: AssetStatus, why: string, set: { submittedBy?: string | null } = {}) {
  const [row] = await db
    .update(assetItems)
    .set({ status: to, updatedAt: new Date(), ...set })
    .where(and(eq(assetItems.workspaceId, tenant.workspaceId), eq(assetItems.id, id), inArray(assetItems.status, [...from])))
    .returning({ id: assetItems.id, status: assetItems.status });
  if (row) return row;
  await assetRowOf(db, tenant, id);
  throw new InvalidError(why);
}

const isCopyKind = (kind: AssetKind): kind is (typeof copyAssetKinds)[number] => (copyAssetKinds as readonly string[]).includes(kind);

/**
 * Review is for text a platform would take: a copy asset whose current version breaks a hard limit
 * (the limits table's errors) is refused, with what to fix. Drafts over a limit still save.
 */
async function refuseOverLimits(db: Db, tenant: Tenant, id: string, doing: string) {
  const asset = await getAsset(db, tenant, id);
  if (!isCopyKind(asset.kind)) return;
  const errors = checkAsset(asset.kind, asset.fields as AssetFields).filter((f) => f.severity === "error");
  if (!errors.length) return;
  const shown = errors.slice(0, 5).map((f) => f.message);
  const more = errors.length > shown.length ? ` And ${errors.length - shown.length} more.` : "";
  throw new InvalidError(`Fix these before ${doing}: ${shown.join(" ")}${more}`);
}

export async function submitForReview(db: Db, tenant: Tenant, id: string) {
  await refuseOverLimits(db, tenant, id, "sending it for review");
  return move(db, tenant, id, ["draft"], "in-review", "Only a draft can be sent for review.", { submittedBy: tenant.userId });
}

/** Whether someone other than the caller in this workspace may approve. */
async function anotherApprover(db: Db, tenant: Tenant) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, tenant.workspaceId), ne(memberships.userId, tenant.userId), inArray(memberships.role, approverRoles)))
    .limit(1);
  return Boolean(row);
}

async function review(db: Db, tenant: Tenant, id: string, to: "approved" | "draft", note?: string) {
  const asset = await assetRowOf(db, tenant, id);
  if (asset.status !== "in-review") throw new InvalidError("This asset isn't waiting for review.");
  if (asset.submittedBy === tenant.userId && (await anotherApprover(db, tenant))) {
    throw new ForbiddenError("You sent this asset for review, so someone else approves it. Ask another owner or admin.");
  }
  if (to === "approved") await refuseOverLimits(db, tenant, id, "approving it");
  const row = await move(db, tenant, id, ["in-review"], to, "This asset isn't waiting for review.");
  if (note) await addComment(db, tenant, { id, body: note });
  return row;
}

export const approveAsset = (db: Db, tenant: Tenant, input: { id: string; note?: string }) => review(db, tenant, input.id, "approved", input.note);
/** Back to draft, with the reviewer's reason as a comment. */
export const rejectAsset = (db: Db, tenant: Tenant, input: { id: string; note?: string }) => review(db, tenant, input.id, "draft", input.note);

export const archiveAsset = (db: Db, tenant: Tenant, id: string) =>
  move(db, tenant, id, ["draft", "in-review", "approved"], "archived", "This asset is already archived.", { submittedBy: null });
/** Back as a draft: an archived asset's approval is not restored. */
export const unarchiveAsset = (db: Db, tenant: Tenant, id: string) => move(db, tenant, id, ["archived"], "draft", "This asset isn't archived.");

export async function addComment(db: Db, tenant: Tenant, input: { id: string; body: string }) {
  await assetRowOf(db, tenant, input.id);
  const [row] = await db
    .insert(assetComments)
    .values({ workspaceId: tenant.workspaceId, assetId: input.id, authorId: tenant.userId, body: input.body })
    .returning({ id: assetComments.id, createdAt: assetComments.createdAt });
  return row!;
}

/** Deletes your own comment; owners and admins may delete anyone's. Its place stays, its text goes. */
export async function deleteComment(db: Db, tenant: Tenant, commentId: string) {
  const [comment] = await db
    .select({ authorId: assetComments.authorId })
    .from(assetComments)
    .where(and(eq(assetComments.workspaceId, tenant.workspaceId), eq(assetComments.id, commentId)));
  if (!comment) throw new NotFoundError("Comment");
  if (comment.authorId !== tenant.userId && !can(tenant.role, "workspace.manage")) throw new ForbiddenError("You can delete your own comments only.");
  await db
    .update(assetComments)
    .set({ deleted: true, body: "" })
    .where(and(eq(assetComments.workspaceId, tenant.workspaceId), eq(assetComments.id, commentId)));
  return { id: commentId };
}
