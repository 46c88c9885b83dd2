// Next's request storage needs the AsyncLocalStorage its server installs first.
import "next/dist/server/node-environment-baseline";
import { workAsyncStorage, type WorkStore } from "next/dist/server/app-render/work-async-storage.external";
import { workUnitAsyncStorage } from "next/dist/server/app-render/work-unit-async-storage.external";
import { createRequestStoreForAPI } from "next/dist/server/async-storage/request-store";
import type { NextRequest } from "next/server";

/**
 * Runs an app route handler for one request in the request scope Next gives route handlers, so code
 * that reads `headers()` / `cookies()` (next-auth's route handler does) runs as it would live.
 * `route` is the route's path pattern, such as "/api/auth/[...nextauth]".
 */
export function runInRouteScope<T>(req: NextRequest, route: string, handler: () => Promise<T>): Promise<T> {
  const requestStore = createRequestStoreForAPI(req, req.nextUrl, { tags: [], expirationsByCacheKind: new Map() }, undefined, undefined, undefined);
  const workStore = { page: `${route}/route`, route, forceStatic: false, dynamicShouldError: false } as unknown as WorkStore;
  return workUnitAsyncStorage.run(requestStore, () => workAsyncStorage.run(workStore, handler));
}
