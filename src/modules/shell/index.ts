/** The application shell: route registry, page head, navigation and the product frame. */
export { routes, routeFor, breadcrumbsFor, isRegistered, APP_NAME, DEFAULT_ROUTE, type RouteEntry } from "./routes";
export { defaultHead, jsonForScript, pageHead, pageMetadata, structuredData, shareImageUrl } from "./page-head";
export { metadataFor } from "./metadata";
export { navAreas } from "./nav";
export { loadShell } from "./server/load-shell";
export { AppShell } from "./ui/app-shell";
export { NotFoundView } from "./views/not-found-view";
export { ogTitle } from "./og-title";
