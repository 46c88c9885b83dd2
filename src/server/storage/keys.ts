/**
 * Object keys are opaque and built here only: `ws/<workspace id>/<purpose>/<id>`. A person's file name
 * never becomes part of a key (it is metadata, sent back as Content-Disposition), so no name can
 * reach another workspace's folder, a parent directory or a reserved character of a driver.
 */
import { randomUUID } from "node:crypto";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const PURPOSE = /^[a-z][a-z0-9-]{0,31}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const KEY = /^ws\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/([a-z][a-z0-9-]{0,31})\/([A-Za-z0-9_-]{1,64})$/;

export type KeyParts = { workspaceId: string; purpose: string; id: string };

/** The key of one object. `id` defaults to a new random UUID. Throws on a malformed part (a programming error). */
export function storageKey(parts: { workspaceId: string; purpose: string; id?: string }): string {
  const id = parts.id ?? randomUUID();
  if (!UUID.test(parts.workspaceId)) throw new Error("storageKey: workspaceId must be a UUID");
  if (!PURPOSE.test(parts.purpose)) throw new Error("storageKey: purpose must be lower-case letters, digits and dashes");
  if (!ID.test(id)) throw new Error("storageKey: id must be 1-64 letters, digits, dashes or underscores");
  return `ws/${parts.workspaceId}/${parts.purpose}/${id}`;
}

/** The parts of a key this helper built, or null for anything else (a tampered URL, a path with `..`). */
export function parseKey(key: string): KeyParts | null {
  const m = KEY.exec(key);
  return m ? { workspaceId: m[1]!, purpose: m[2]!, id: m[3]! } : null;
}
