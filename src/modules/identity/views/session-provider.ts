/**
 * The session provider, for the root layout's client providers (src/app/providers.tsx). Route files
 * take it from here, not from client.ts: client.ts also re-exports identity's hooks, and whatever a
 * barrel re-exports is bundled with it, so the root layout importing client.ts put the tRPC client
 * and React Query (20.5 kB gzip) in every page's first load, report pages and sign-in included.
 */
export { SessionClient, useSession } from "../ui/session-client";
