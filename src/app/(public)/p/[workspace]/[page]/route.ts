import { serveHostedPage } from "@/modules/website";
import { env } from "@/env";
import { clientIp } from "@/server/auth/client-ip";
import { getDb } from "@/server/db/client";
import { serveDirectly } from "@/server/http/direct-route.mjs";
import { hostedPageHeaders } from "@/server/http/security-headers";

export const dynamic = "force-dynamic";

const PAGE_PATH = /^\/p\/([^/]+)\/([^/]+)$/;

/** A published landing page, rendered on the server with no React runtime sent to the visitor. */
export async function GET(request: Request, { params }: { params: Promise<{ workspace: string; page: string }> }) {
  return answer(request, await params);
}

function answer(request: Request, { workspace, page }: { workspace: string; page: string }) {
  const url = new URL(request.url);
  return serveHostedPage(
    getDb(),
    { workspaceSlug: workspace, pageSlug: page, search: url.searchParams, ip: clientIp(request.headers), userAgent: request.headers.get("user-agent") ?? "" },
    request.headers.get("if-none-match"),
  );
}

/** The two segments of a directly answered path (the server entry only sends paths PAGE_PATH matches, with no "%"). */
function segments(pathname: string): { workspace: string; page: string } {
  const [, workspace = "", page = ""] = PAGE_PATH.exec(pathname) ?? [];
  return { workspace, page };
}

// The web server entry (scripts/server.mjs) answers hosted pages directly once this module is loaded,
// without Next.js's router and the proxy in between (src/server/http/direct-route.mjs), with the
// headers the proxy gives /p/: the common ones, not its policy (the page sends its own).
serveDirectly("/p/", {
  methods: { GET: (request) => answer(request, segments(new URL(request.url).pathname)) },
  matches: (pathname) => PAGE_PATH.test(pathname),
  headers: hostedPageHeaders({ dev: env.NODE_ENV === "development", https: (env.NEXTAUTH_URL ?? "").startsWith("https://") }),
});
