import { fetchRequestHandler } from "@trpc/server/adapters/fetch";
import { cookies } from "next/headers";
import { usesSecureCookies } from "@/server/auth/session";
import { appRouter } from "@/server/trpc/app-router";
import { createContext } from "@/server/trpc/context";

export const dynamic = "force-dynamic";

function handler(req: Request) {
  return fetchRequestHandler({
    endpoint: "/api/trpc",
    req,
    router: appRouter,
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

export { handler as GET, handler as POST };
