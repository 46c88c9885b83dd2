import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { InvalidError } from "@/server/errors";
import type { UploadLogoInput } from "../contracts/company-profile.contracts";
import { workspaceLogos } from "../db/workspace-logos.table";
import { detectLogoType, formatBytes, LOGO_TYPES_TEXT, MAX_LOGO_BYTES, type LogoType } from "../logo-type";
import type { Tenant } from "../tenant";

export type LogoInfo = { contentType: LogoType; byteSize: number; updatedAt: Date };

export async function getWorkspaceLogoInfo(db: Db, tenant: Tenant): Promise<LogoInfo | null> {
  const [row] = await db
    .select({ contentType: workspaceLogos.contentType, byteSize: workspaceLogos.byteSize, updatedAt: workspaceLogos.updatedAt })
    .from(workspaceLogos)
    .where(eq(workspaceLogos.workspaceId, tenant.workspaceId))
    .limit(1);
  return row ?? null;
}

/** The logo's bytes, for the route that serves it; null when the workspace has none. */
export async function getWorkspaceLogo(db: Db, tenant: Tenant): Promise<(LogoInfo & { bytes: Buffer }) | null> {
  const [row] = await db
    .select({ contentType: workspaceLogos.contentType, byteSize: workspaceLogos.byteSize, updatedAt: workspaceLogos.updatedAt, bytes: workspaceLogos.bytes })
    .from(workspaceLogos)
    .where(eq(workspaceLogos.workspaceId, tenant.workspaceId))
    .limit(1);
  return row ?? null;
}

/**
 * Keeps a new logo. Its type is read from its first bytes: a text file named logo.png, an SVG or
 * anything else that isn't really a PNG, JPEG or WebP image is refused, whatever the browser said.
 */
export async function uploadWorkspaceLogo(db: Db, tenant: Tenant, input: UploadLogoInput): Promise<LogoInfo> {
  const bytes = Buffer.from(input.file, "base64");
  if (bytes.length === 0) throw new InvalidError("Choose an image file.", { file: "Choose an image file" });
  if (bytes.length > MAX_LOGO_BYTES) {
    throw new InvalidError("The logo is too large.", { file: `The logo must be 512 KB or smaller; this file is ${formatBytes(bytes.length)}` });
  }
  const contentType = detectLogoType(bytes);
  if (!contentType) {
    throw new InvalidError("That file isn't an image we accept.", {
      file: `That file isn't a ${LOGO_TYPES_TEXT} image. Export your logo in one of these formats.`,
    });
  }
  const values = { contentType, byteSize: bytes.length, bytes };
  const [row] = await db
    .insert(workspaceLogos)
    .values({ workspaceId: tenant.workspaceId, ...values })
    .onConflictDoUpdate({ target: workspaceLogos.workspaceId, set: { ...values, updatedAt: new Date() } })
    .returning({ contentType: workspaceLogos.contentType, byteSize: workspaceLogos.byteSize, updatedAt: workspaceLogos.updatedAt });
  return row!;
}

/** Removes the workspace's logo; says whether there was one. */
export async function removeWorkspaceLogo(db: Db, tenant: Tenant): Promise<{ removed: boolean }> {
  const rows = await db.delete(workspaceLogos).where(eq(workspaceLogos.workspaceId, tenant.workspaceId)).returning({ id: workspaceLogos.workspaceId });
  return { removed: rows.length > 0 };
}
