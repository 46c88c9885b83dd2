import "server-only";
import { clearMediaUsage, recordMediaUsage } from "@/modules/assets";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { NotFoundError } from "@/server/errors";
import { pageEditorPath } from "../contracts/pages.constants";
import { pageMediaIds } from "../pages/blocks/media";
import type { PageData } from "../pages/page-data";

const MODULE = "website.pages";

/**
 * Tells the media library which of its files a page shows to the public: the files of its published
 * snapshot (each public use lets /api/public/media/… serve that file), none once unpublished or
 * deleted. A file that isn't this workspace's is no use (its address stays a 404).
 */
export async function syncPageMedia(db: Db, tenant: Tenant, page: { id: string; title: string }, published: PageData | null): Promise<void> {
  await clearMediaUsage(db, tenant, { module: MODULE, refId: page.id });
  for (const mediaId of published ? pageMediaIds(published) : []) {
    try {
      await recordMediaUsage(db, tenant, {
        mediaId,
        module: MODULE,
        refId: page.id,
        label: `Landing page: ${page.title}`,
        href: pageEditorPath(page.id),
        public: true,
      });
    } catch (error) {
      if (!(error instanceof NotFoundError)) throw error;
    }
  }
}
