import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { env } from "@/env";
import { usesSecureCookies } from "@/server/auth/session";
import { serveDirectly } from "@/server/http/direct-route.mjs";
import { checkSameOriginJson } from "@/server/http/same-origin";
import { staticAssetHeaders } from "@/server/http/security-headers";
import { appRouter } from "@/server/trpc/app-router";
import { createContext, requestCookies } from "@/server/trpc/context";
import { MAX_BATCH_ITEMS } from "@/trpc/batch";

export const dynamic = "force-dynamic";

function handler(req: Request) {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    maxBatchSize: MAX_BATCH_ITEMS,
    createContext: ({ resHeaders }) =>
      createContext({
        cookies: requestCookies(req.headers),
        headers: req.headers,
        setCookie: (name, value, maxAge) =>
          resHeaders.append(
            "Set-Cookie",
            `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${usesSecureCookies() ? "; Secure" : ""}`,
          ),
      }),
  });
}

/** Mutations (POST) run only for same-origin JSON: a cross-site form or fetch is refused first. */
function post(req: Request) {
  const verdict = checkSameOriginJson(req.headers);
  if (!verdict.ok) return Response.json({ message: verdict.message }, { status: 403 });
  return handler(req);
}

// The web server entry (scripts/server.mjs) answers the API with these directly once this module is
// loaded, with the headers next.config.ts gives /api/trpc (src/server/http/direct-route.mjs).
serveDirectly("/api/trpc/", {
  methods: { GET: handler, POST: post },
  headers: staticAssetHeaders({ dev: env.NODE_ENV === "development", https: (env.NEXTAUTH_URL ?? "").startsWith("https://") }),
});

export { handler as GET, post as POST };
