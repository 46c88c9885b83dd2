import type { AddressInfo } from "node:net";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { createHTTPServer } from "@trpc/server/adapters/standalone";
import pino from "pino";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { NotFoundError } from "@/server/errors";
import type { Db } from "@/server/db/client";
import type { Context } from "./context";
import { NUL_MESSAGE } from "@/lib/text";
import { publicProcedure, router, UNEXPECTED_MESSAGE, UNREADABLE_MESSAGE } from "./init";

/** A router on the real procedure base (error mapping, formatter, superjson), served over HTTP. */
const testRouter = router({
  echo: publicProcedure
    .input(z.object({ at: z.date(), tags: z.set(z.string()), counts: z.map(z.string(), z.number()), big: z.bigint() }))
    .query(({ input }) => ({ ...input, big: input.big + 1n })),
  missing: publicProcedure.query(() => {
    throw new NotFoundError("Campaign");
  }),
  crash: publicProcedure.query(() => {
    throw new Error("connection to db-primary.internal:5432 refused (password=hunter2)");
  }),
  save: publicProcedure.input(z.object({ email: z.email({ error: "Enter a valid email" }) })).mutation(({ input }) => input),
});

const requests: { method: string; url: string }[] = [];
const logged: unknown[] = [];
let url = "";
let close: () => void;

beforeAll(async () => {
  const server = createHTTPServer({
    router: testRouter,
    createContext: (): Context => ({
      db: {} as Db,
      requestId: "req-test-1",
      log: pino({ level: "error" }, { write: (line: string) => logged.push(JSON.parse(line)) }).child({ requestId: "req-test-1" }),
      session: null,
      requestedWorkspaceId: null,
      memo: new Map(),
    }),
  });
  server.prependListener("request", (req) => requests.push({ method: req.method ?? "", url: req.url ?? "" }));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const client = () => createTRPCClient<typeof testRouter>({ links: [httpBatchLink({ url, transformer: superjson })] });

describe("tRPC over HTTP (spec §7)", () => {
  it("keeps dates, sets, maps and bigints across the wire", async () => {
    const at = new Date("2026-01-02T03:04:05Z");
    const out = await client().echo.query({ at, tags: new Set(["a", "b"]), counts: new Map([["x", 1]]), big: 9007199254740993n });
    expect(out.at).toEqual(at);
    expect(out.tags).toEqual(new Set(["a", "b"]));
    expect(out.counts.get("x")).toBe(1);
    expect(out.big).toBe(9007199254740994n);
  });

  it("batches several operations into one request: queries as GET, mutations as POST", async () => {
    requests.length = 0;
    const c = client();
    const input = { at: new Date(), tags: new Set<string>(), counts: new Map<string, number>(), big: 1n };
    await Promise.all([c.echo.query(input), c.echo.query(input), c.missing.query().catch(() => null)]);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe("GET");
    expect(requests[0]?.url).toMatch(/^\/echo,echo,missing\?batch=1&input=/);
    requests.length = 0;
    await c.save.mutate({ email: "a@example.com" });
    expect(requests).toEqual([{ method: "POST", url: "/save?batch=1" }]);
  });

  it("answers a domain error with its code, HTTP status and message", async () => {
    const error = (await client()
      .missing.query()
      .catch((e: unknown) => e)) as TRPCClientError<typeof testRouter>;
    expect(error).toBeInstanceOf(TRPCClientError);
    expect(error.message).toBe("Campaign not found.");
    expect(error.data).toMatchObject({ code: "NOT_FOUND", httpStatus: 404, requestId: "req-test-1" });
  });

  it("hides an unexpected error behind a plain sentence with the request id, and logs it", async () => {
    const error = (await client()
      .crash.query()
      .catch((e: unknown) => e)) as TRPCClientError<typeof testRouter>;
    expect(error.message).toBe(`${UNEXPECTED_MESSAGE} Reference: req-test-1`);
    expect(error.message).not.toMatch(/hunter2|db-primary/);
    expect(error.data).toMatchObject({ code: "INTERNAL_SERVER_ERROR", httpStatus: 500 });
    expect(JSON.stringify(error.data)).not.toMatch(/hunter2|stack/);
    expect(logged).toContainEqual(expect.objectContaining({ requestId: "req-test-1", msg: "unexpected error in procedure", path: "crash" }));
  });

  it("answers invalid input with BAD_REQUEST and the form's messages per field", async () => {
    const error = (await client()
      .save.mutate({ email: "nope" })
      .catch((e: unknown) => e)) as TRPCClientError<typeof testRouter>;
    expect(error.message).toBe("Some fields need your attention.");
    expect(error.data).toMatchObject({ code: "BAD_REQUEST", httpStatus: 400, fieldErrors: { email: ["Enter a valid email"] } });
  });

  it("answers input that can't be decoded with 400 and a safe sentence, never the parser's words", async () => {
    const bodies = {
      "superjson metadata that recurses": { json: {}, meta: { values: { "a.b.c": "Date" } } },
      "superjson metadata on a value it can't apply to": { json: { a: {} }, meta: { values: { a: ["map"] }, referentialEqualities: { a: ["a.x"] } } },
    };
    for (const [what, body] of Object.entries(bodies)) {
      const res = await fetch(`${url}/echo?input=${encodeURIComponent(JSON.stringify(body))}`);
      const answer = (await res.json()) as { error: { json: { message: string; data: { code: string } } } };
      expect(res.status, what).toBe(400);
      expect(answer.error.json.message, what).toBe(UNREADABLE_MESSAGE);
      expect(answer.error.json.data.code, what).toBe("BAD_REQUEST");
    }
    const notJson = await fetch(`${url}/echo?input=%7Bnot-json`);
    expect(notJson.status).toBe(400);
    expect(((await notJson.json()) as { error: { json: { message: string } } }).error.json.message).toBe(UNREADABLE_MESSAGE);
  });

  it("refuses a NUL character anywhere in the input before the procedure runs, naming the field", async () => {
    const res = await fetch(`${url}/save`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ json: { email: "a\u0000@example.com" } }),
    });
    const answer = (await res.json()) as { error: { json: { message: string; data: { fieldErrors: Record<string, string[]> } } } };
    expect(res.status).toBe(400);
    expect(answer.error.json.message).toBe("Some fields need your attention.");
    expect(answer.error.json.data.fieldErrors).toEqual({ email: [NUL_MESSAGE] });
  });
});
