import { describe, expect, it } from "vitest";
import { captureEventInput, type CaptureEventInput } from "../contracts/events.contracts";
import { quickEventRow } from "./event-check";
import { uuid7 } from "./uuid7";

const ws = "0b6f3c2e-5a1d-4c8e-9f2a-3d4e5f6a7b8c";
const base: CaptureEventInput = { workspaceId: ws, event: "$pageview", distinctId: "anon-1", source: "site-script", properties: { $pathname: "/p/1", n: 3 } };
const day = 86_400_000;

/** Inputs the quick check must treat exactly as the contract does (accepting with the same values, or leaving to zod). */
const cases: [string, CaptureEventInput][] = [
  ["plain", base],
  ["with uuid, ids and time", { ...base, uuid: uuid7(), personId: " person-7 ", sessionId: "s-1", occurredAt: new Date(Date.now() - 60_000).toISOString() }],
  ["nested properties", { ...base, properties: { a: [1, "x", null, { b: true }], c: { d: [] } } }],
  ["no properties", { ...base, properties: undefined }],
  ["padded distinct id", { ...base, distinctId: "  v1  " }],
  ["blank distinct id", { ...base, distinctId: "   " }],
  ["long distinct id", { ...base, distinctId: "x".repeat(201) }],
  ["bad event name", { ...base, event: "1st" }],
  ["bad source", { ...base, source: "elsewhere" as never }],
  ["bad workspace", { ...base, workspaceId: "nope" }],
  ["bad uuid", { ...base, uuid: "123" }],
  ["null person", { ...base, personId: null as never }],
  ["a date in properties", { ...base, properties: { at: new Date() as never } }],
  ["NaN in properties", { ...base, properties: { n: Number.NaN } }],
  ["array properties", { ...base, properties: [] as never }],
  ["too many keys", { ...base, properties: Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`k${i}`, i])) }],
  ["too many bytes", { ...base, properties: { big: "é".repeat(4100) } }],
  ["two days ahead", { ...base, occurredAt: new Date(Date.now() + 2 * day) }],
  ["too old", { ...base, occurredAt: new Date(Date.now() - 401 * day) }],
  ["bad time", { ...base, occurredAt: "not a date" }],
  ["epoch number", { ...base, occurredAt: Date.now() - 1000 }],
];

describe("the receiver's quick event check", () => {
  it.each(cases)("%s: accepts only what the contract accepts, with the same values", (_name, input) => {
    const receivedAt = new Date();
    const quick = quickEventRow(input, receivedAt);
    const parsed = captureEventInput.safeParse(input);
    if (!parsed.success) {
      expect(quick).toBeNull();
      return;
    }
    if (!quick) return; // left to zod: allowed, never wrong.
    const e = parsed.data;
    expect({ ...quick, uuid: input.uuid ? quick.uuid : "generated" }).toEqual({
      workspaceId: e.workspaceId,
      uuid: e.uuid ?? "generated",
      occurredAt: e.occurredAt ?? receivedAt,
      receivedAt,
      event: e.event,
      distinctId: e.distinctId,
      personId: e.personId ?? null,
      sessionId: e.sessionId ?? null,
      source: e.source,
      properties: e.properties,
    });
  });

  it("takes the receiver's ordinary events without zod", () => {
    expect(quickEventRow(base, new Date())).not.toBeNull();
    expect(quickEventRow(cases[1]![1], new Date())?.personId).toBe("person-7");
  });
});
