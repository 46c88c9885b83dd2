import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { cookies } from "next/headers";
import { usesSecureCookies } from "@/server/auth/session";
import { checkSameOriginJson } from "@/server/http/same-origin";
import { appRouter } from "@/server/trpc/app-router";
import { createContext } from "@/server/trpc/context";
import { MAX_BATCH_ITEMS } from "@/trpc/batch";

export const dynamic = "force-dynamic";

function handler(req: Request) {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
    maxBatchSize: MAX_BATCH_ITEMS,
    createContext: async ({ resHeaders }) =>
      createContext({
        cookies: await cookies(),
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

export { handler as GET, post as POST };
