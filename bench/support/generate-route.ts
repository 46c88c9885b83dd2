/**
 * POST /api/assets/generate for bench/ai-stream.ts: the route's handler (`handleGenerate`) over real
 * HTTP on 127.0.0.1 (tests/support/web-server.ts, as `next start` serves a route handler's stream),
 * on a migrated in-memory PGlite with one workspace whose OpenAI-compatible model is the stand-in,
 * and the owner's session cookie. Import it after NEXTAUTH_SECRET is set.
 */
import path from "node:path";
import { encode } from "next-auth/jwt";
import { aiProviderSettings } from "../../src/modules/ai/db/provider-settings.table";
import { handleGenerate } from "../../src/modules/assets/server/generate-http";
import { createBrandKit } from "../../src/modules/assets/server/brand-kits.service";
import { openPglite } from "../../src/server/db/client";
import { migrateDb } from "../../src/server/db/migrate";
import { makeWorkspace } from "../../tests/support/factories";
import { serveHandler } from "../../tests/support/web-server";

export async function generateRoute(modelBaseUrl: string) {
  const handle = openPglite();
  await migrateDb(handle, path.resolve(import.meta.dirname, "../../drizzle"));
  const { owner, workspace } = await makeWorkspace(handle.db);
  await createBrandKit(handle.db, { workspaceId: workspace.id, userId: owner.id, role: "owner" }, { from: "blank", name: "Bench" });
  await handle.db
    .insert(aiProviderSettings)
    .values({ workspaceId: workspace.id, kind: "openai-compatible", baseUrl: modelBaseUrl, model: "bench", updatedBy: owner.id });
  const token = await encode({ token: { sub: owner.id, email: "bench@example.test", sv: 0 }, secret: process.env.NEXTAUTH_SECRET! });
  const server = await serveHandler((req) => handleGenerate(req, { db: handle.db }));
  return {
    url: `${server.origin}/api/assets/generate`,
    init: (body: unknown): RequestInit => ({
      method: "POST",
      headers: { "content-type": "application/json", origin: server.origin, cookie: `next-auth.session-token=${token}; amt.workspace=${workspace.id}` },
      body: JSON.stringify(body),
    }),
    close: async () => {
      await server.close();
      await handle.close();
    },
  };
}
