import type { IncomingMessage, ServerResponse } from "node:http";

export type DirectRoute = {
  /** A fetch handler per HTTP method the server entry answers directly. */
  methods: Partial<Record<"GET" | "POST", (req: Request) => Response | Promise<Response>>>;
  /** Only these paths under the prefix (all of them when absent). */
  matches?: (pathname: string) => boolean;
  /** Headers added to every response (the ones next.config.ts gives the path). */
  headers?: Record<string, string>;
};
export const GZIP_THRESHOLD: number;
export function serveDirectly(prefix: string, route: DirectRoute): void;
export function directRouteFor(method: string | undefined, url: string | undefined): DirectRoute | null;
export function acceptsGzip(header: string | string[] | undefined): boolean;
export function answerDirectly(route: DirectRoute, req: IncomingMessage, res: ServerResponse): Promise<void>;
