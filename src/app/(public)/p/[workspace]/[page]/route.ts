import type { NextRequest } from "next/server";
import { serveHostedPage } from "@/modules/website";
import { clientIp } from "@/server/auth/client-ip";
import { getDb } from "@/server/db/client";

export const dynamic = "force-dynamic";

/** A published landing page, rendered on the server with no React runtime sent to the visitor. */
export async function GET(request: NextRequest, { params }: { params: Promise<{ workspace: string; page: string }> }) {
  const { workspace, page } = await params;
  return serveHostedPage(
    getDb(),
    {
      workspaceSlug: workspace,
      pageSlug: page,
      search: request.nextUrl.searchParams,
      ip: clientIp(request.headers),
      userAgent: request.headers.get("user-agent") ?? "",
    },
    request.headers.get("if-none-match"),
  );
}
