import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";

/**
 * A web `(Request) => Response` handler (a route handler's body) served over real HTTP on
 * 127.0.0.1, as `next start` serves it: the response body is written chunk by chunk as it comes,
 * and the browser going away aborts the request's signal.
 */
export async function serveHandler(handler: (req: Request) => Promise<Response>): Promise<{ origin: string; close(): Promise<void> }> {
  const server = createServer((req: IncomingMessage, res) => {
    const abort = new AbortController();
    res.on("close", () => {
      if (!res.writableFinished) abort.abort();
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const hasBody = req.method !== "GET" && req.method !== "HEAD";
    const request = new Request(`http://${req.headers.host}${req.url}`, {
      method: req.method,
      headers,
      signal: abort.signal,
      ...(hasBody ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    void (async () => {
      try {
        const response = await handler(request);
        res.writeHead(response.status, Object.fromEntries(response.headers));
        res.flushHeaders();
        if (response.body)
          for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
            if (res.destroyed) break;
            res.write(chunk);
          }
        res.end();
      } catch {
        res.destroy();
      }
    })();
  });
  server.on("connection", (socket) => socket.setNoDelay(true));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
