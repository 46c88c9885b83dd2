import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { decodeWireBody, WireError } from "./decode";

const batch = { api_key: "phc_x", batch: [{ event: "$pageview", properties: { distinct_id: "a", title: "Café ☕" } }], sent_at: "2026-01-01T00:00:00.000Z" };
const bytes = (text: string) => new TextEncoder().encode(text);
/** What posthog-js sends for Compression.Base64: btoa of the UTF-8 JSON, url-encoded in `data=`. */
const base64Form = (value: unknown) => `data=${encodeURIComponent(Buffer.from(JSON.stringify(value), "utf8").toString("base64"))}`;

describe("decodeWireBody", () => {
  it("reads plain JSON", () => {
    expect(decodeWireBody(bytes(JSON.stringify(batch)), "application/json", null)).toEqual(batch);
  });

  it("reads gzip-js by its magic bytes (no compression parameter, text/plain)", () => {
    expect(decodeWireBody(gzipSync(JSON.stringify(batch)), "text/plain", null)).toEqual(batch);
  });

  it("reads the base64 form posthog-js and sendBeacon send", () => {
    expect(decodeWireBody(bytes(base64Form(batch)), "application/x-www-form-urlencoded", "base64")).toEqual(batch);
  });

  it("reads a bare base64 body with ?compression=base64", () => {
    expect(decodeWireBody(bytes(Buffer.from(JSON.stringify(batch)).toString("base64")), "text/plain", "base64")).toEqual(batch);
  });

  it.each([
    ["an empty body", bytes(""), null, null],
    ["broken JSON", bytes("{nope"), "application/json", null],
    ["damaged gzip", Uint8Array.from([0x1f, 0x8b, 1, 2, 3]), "text/plain", null],
    ["not base64", bytes("data=%%%"), "application/x-www-form-urlencoded", null],
    ["lz64", bytes("anything"), "application/x-www-form-urlencoded", "lz64"],
  ])("refuses %s with a WireError", (_what, body, type, compression) => {
    expect(() => decodeWireBody(body, type, compression)).toThrow(WireError);
  });
});
