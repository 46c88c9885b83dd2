import { createEnvelope, serializeEnvelope } from "@sentry/core";
import { describe, expect, it } from "vitest";
import { LOCAL_SENTRY_DSN } from "../../contracts/errors.constants";
import { cleanFilename, cleanUrl, framesOf, normaliseText, readEnvelope, sameDsn, summariseEvent, summariseReplay } from "./envelope";

const bytes = (s: string | Uint8Array) => (typeof s === "string" ? new TextEncoder().encode(s) : s);
const id = (n: number) => n.toString(16).padStart(32, "0");

const thrown = (over: Record<string, unknown> = {}) => ({
  event_id: id(1),
  timestamp: 1_780_000_000,
  platform: "javascript",
  level: "error",
  release: "1.0.0",
  environment: "production",
  exception: {
    values: [
      {
        type: "TypeError",
        value: "Cannot read properties of undefined (reading 'name')",
        stacktrace: {
          frames: [
            { function: "dispatch", filename: "https://app.example/_next/static/chunks/framework-0a1b2c3d4e5f6a7b.js", lineno: 1, colno: 10, in_app: false },
            {
              function: "ContactCard",
              filename: "https://app.example/_next/static/chunks/app/page-1234567890abcdef.js?v=3",
              lineno: 20,
              colno: 5,
              in_app: true,
              vars: { email: "x@y.z" },
            },
            { function: "nameOf", filename: "https://app.example/_next/static/chunks/app/page-1234567890abcdef.js", lineno: 7, colno: 1, in_app: true },
          ],
        },
      },
    ],
  },
  request: { url: "https://app.example/marketing-dashboard/crm?email=x@y.z#t", headers: { Cookie: "secret", Authorization: "Bearer t" } },
  user: { id: "user-1", ip_address: "10.0.0.1", email: "x@y.z" },
  contexts: { replay: { replay_id: id(99) } },
  breadcrumbs: [{ message: "typed a password" }],
  ...over,
});

describe("readEnvelope", () => {
  it("reads an envelope @sentry/core made, with its DSN and items", () => {
    const envelope = createEnvelope({ event_id: id(1), dsn: LOCAL_SENTRY_DSN, sent_at: new Date().toISOString() } as never, [
      [{ type: "event" }, thrown()] as never,
    ]);
    const read = readEnvelope(bytes(serializeEnvelope(envelope)));
    expect(read).toMatchObject({ ok: true, dsn: LOCAL_SENTRY_DSN, items: [{ type: "event" }] });
  });

  it("takes a trailing newline and binary items with a length", () => {
    const recording = new Uint8Array([0, 1, 2, 10, 3]);
    const envelope = createEnvelope({ event_id: id(2) } as never, [[{ type: "replay_recording", length: recording.length }, recording] as never]);
    const body = serializeEnvelope(envelope);
    const withNewline = new Uint8Array([...bytes(body), 10]);
    const read = readEnvelope(withNewline);
    expect(read.ok && read.items[0]?.payload).toBeInstanceOf(Uint8Array);
  });

  it.each([
    ["empty", ""],
    ["newlines only", "\n\n"],
    ["not JSON", "hello world"],
    ["a header that isn't an object", "5\n"],
    ["an item header without a payload line that parses", '{"dsn":"x"}\n{"type":"event"}\n{oops'],
    ["an item without a type", '{"dsn":"x"}\n{}\n{}'],
    ["an item that is a number", '{"dsn":"x"}\n{"type":"event"}\n42'],
  ])("refuses %s without throwing", (_name, body) => {
    expect(readEnvelope(bytes(body)).ok).toBe(false);
  });
});

describe("sameDsn", () => {
  it("matches on key, host, port and project, not the secret or scheme's spelling", () => {
    expect(sameDsn(LOCAL_SENTRY_DSN, LOCAL_SENTRY_DSN)).toBe(true);
    expect(sameDsn("https://abc@o1.ingest.sentry.io/42", "https://abc@o1.ingest.sentry.io/42")).toBe(true);
    expect(sameDsn("https://abc@o1.ingest.sentry.io/42", "https://abd@o1.ingest.sentry.io/42")).toBe(false);
    expect(sameDsn("https://abc@o1.ingest.sentry.io/42", "https://abc@o1.ingest.sentry.io/43")).toBe(false);
    expect(sameDsn("https://abc@evil.example/42", "https://abc@o1.ingest.sentry.io/42")).toBe(false);
    expect(sameDsn(null, LOCAL_SENTRY_DSN)).toBe(false);
    expect(sameDsn("not a dsn", "not a dsn")).toBe(false);
  });
});

describe("summariseEvent", () => {
  it("titles, places and fingerprints an exception by its type and top in-app frames", () => {
    const s = summariseEvent(thrown())!;
    expect(s.title).toBe("TypeError: Cannot read properties of undefined (reading 'name')");
    expect(s.culprit).toBe("nameOf (/_next/static/chunks/app/page-1234567890abcdef.js)");
    expect(s.fingerprint).toBe("TypeError|nameOf@/_next/static/chunks/app/page-<hash>.js|ContactCard@/_next/static/chunks/app/page-<hash>.js");
    expect(s).toMatchObject({ level: "error", release: "1.0.0", environment: "production", platform: "browser", userId: "user-1", replayId: id(99) });
    expect(s.occurredAt.toISOString()).toBe(new Date(1_780_000_000_000).toISOString());
  });

  it("groups the same error from another build, line or message value together", () => {
    const other = thrown({ event_id: id(2) });
    const frames = (other.exception.values[0]!.stacktrace.frames as { filename: string; lineno: number }[]).map((f) => ({
      ...f,
      filename: f.filename.replace("1234567890abcdef", "fedcba0987654321"),
      lineno: f.lineno + 3,
    }));
    other.exception.values[0]!.stacktrace.frames = frames as never;
    other.exception.values[0]!.value = "Cannot read properties of undefined (reading 'email')";
    expect(summariseEvent(other)!.fingerprint).toBe(summariseEvent(thrown())!.fingerprint);
  });

  it("uses the event's own fingerprint when it gives one", () => {
    expect(summariseEvent(thrown({ fingerprint: ["checkout", "{{ default }}"] }))!.fingerprint).toBe("custom:checkout");
    expect(summariseEvent(thrown({ fingerprint: ["{{ default }}"] }))!.fingerprint).toMatch(/^TypeError\|/);
  });

  it("groups a message without a stack by its text with numbers and ids taken out", () => {
    const a = summariseEvent({ event_id: id(3), message: "Sync 123 failed for 0b0e8f3c-1111-4222-8333-444455556666" })!;
    const b = summariseEvent({ event_id: id(4), message: "Sync 9 failed for 7a0e8f3c-1111-4222-8333-444455556666" })!;
    expect(a.fingerprint).toBe(b.fingerprint);
    expect(a.title).toBe("Sync 123 failed for 0b0e8f3c-1111-4222-8333-444455556666");
  });

  it("keeps no cookies, headers, IP, e-mail, query string, variables or breadcrumbs", () => {
    const stored = JSON.stringify(summariseEvent(thrown()));
    for (const secret of ["secret", "Bearer", "10.0.0.1", "x@y.z", "password", "vars", "?v=3"]) expect(stored).not.toContain(secret);
    expect(summariseEvent(thrown())!.url).toBe("https://app.example/marketing-dashboard/crm");
  });

  it("refuses what isn't an error event and bounds what it keeps", () => {
    expect(summariseEvent({ event_id: "nope", message: "x" })).toBeNull();
    expect(summariseEvent({ event_id: id(5) })).toBeNull();
    const long = summariseEvent({ event_id: id(6), message: "x".repeat(5000), level: "bogus", timestamp: 9e12 })!;
    expect(long.title.length).toBe(300);
    expect(long.level).toBe("error");
    expect(long.occurredAt.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it("lists frames top first and at most 50", () => {
    const frames = Array.from({ length: 80 }, (_, i) => ({ function: `f${i}`, filename: "a.js" }));
    const out = framesOf({ stacktrace: { frames } });
    expect(out).toHaveLength(50);
    expect(out[0]!.function).toBe("f79");
  });
});

describe("summariseReplay", () => {
  it("keeps the replay's id, start, type and linked errors", () => {
    const r = summariseReplay({
      replay_id: id(7),
      timestamp: 1_780_000_010,
      replay_start_timestamp: 1_780_000_000,
      replay_type: "buffer",
      error_ids: [id(1), "bad"],
      segment_id: 2,
    })!;
    expect(r).toMatchObject({ replayId: id(7), replayType: "buffer", errorIds: [id(1)], segment: 2 });
    expect(r.at.getTime() - r.startedAt.getTime()).toBe(10_000);
    expect(summariseReplay({ replay_id: "x" })).toBeNull();
  });
});

describe("text helpers", () => {
  it("normalises numbers, hashes and ids; cleans addresses", () => {
    expect(normaliseText("chunk-abcdef0123456789 line 42")).toBe("chunk-<hash> line <n>");
    expect(cleanUrl("https://a.example/p?q=1#x")).toBe("https://a.example/p");
    expect(cleanUrl("/relative?token=1")).toBe("/relative");
    expect(cleanFilename("/srv/app/.next/server/chunks/_1abc._.js")).toBe(".next/server/chunks/_1abc._.js");
    expect(cleanFilename("file:///srv/app/.next/server/app/page.js")).toBe(".next/server/app/page.js");
  });
});
