import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { encode } from "next-auth/jwt";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { env } from "@/env";
import { WORKSPACE_COOKIE } from "@/server/auth/cookies";
import type { DbHandle } from "@/server/db/client";
import { LocalDriver, setStorageForTests } from "@/server/storage";
import { callerFor, type TestCaller } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { creativeFamilySizes, creativeSizes } from "../contracts/creatives.constants";
import { handleCreativeSetZip } from "./creative-zip.handler";
import { readMediaBytes } from "./media.service";

let root: string;
let handle: DbHandle;
let caller: TestCaller;
let tenant: { workspaceId: string; userId: string };
let kitId: string;
let owner: { id: string; email: string; name: string | null };

const NAVY = [0x0b, 0x3d, 0x91];
const copy = { headline: "Fresh roasted coffee", subline: "Free shipping on your first bag", cta: "Order now" };

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), "amt-creatives-"));
  setStorageForTests(new LocalDriver({ root, secret: "test-signing-secret", baseUrl: "http://app.test" }));
  handle = await createTestDb();
  const ws = await makeWorkspace(handle.db);
  tenant = ws.tenant;
  owner = ws.owner;
  caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const kit = await caller.assets.brandKits.create({ name: "Acme", from: "blank" });
  const colours = [
    { name: "Navy", hex: "#0B3D91" },
    { name: "Sun", hex: "#FFC20E" },
    { name: "Cream", hex: "#FFF4E0" },
  ];
  const updated = await caller.assets.brandKits.update({ ...kit.kit, brandName: "Acme Coffee", colours, id: kit.id, expectedUpdatedAt: kit.updatedAt });
  kitId = updated.id;
}, 120_000);
afterAll(async () => {
  setStorageForTests(null);
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The cookies a signed-in browser sends: its session and its current workspace. */
async function cookiesFor(user: { id: string; email: string; name: string | null }, workspaceId: string) {
  const token = await encode({ token: { sub: user.id, email: user.email, name: user.name, sv: 0 }, secret: env.NEXTAUTH_SECRET, maxAge: 300 });
  const jar = new Map([
    ["next-auth.session-token", token],
    [WORKSPACE_COOKIE, workspaceId],
  ]);
  return { get: (name: string) => (jar.has(name) ? { value: jar.get(name)! } : undefined), getAll: () => [...jar].map(([name, value]) => ({ name, value })) };
}

describe("creative sets", { timeout: 180_000 }, () => {
  it("renders one size for the page with its checks and a preview", async () => {
    const r = await caller.assets.creatives.render({ template: "colour-block", brandKitId: kitId, copy, photoMediaId: null, size: "leaderboard" });
    expect(r).toMatchObject({ size: "leaderboard", width: 728, height: 90 });
    expect(r.preview).toMatch(/^data:image\/webp;base64,/);
    expect(r.checks.some((c) => c.id.startsWith("contrast"))).toBe(true);
    expect(r.checks.every((c) => typeof c.message === "string" && c.message.length > 0)).toBe(true);
  });

  it("saves every size of the family in the kit's colours as media files used by a creative-set asset, and a new version on saving again", async () => {
    const saved = await caller.assets.creatives.save({
      family: "social",
      title: "Spring coffee",
      template: "colour-block",
      brandKitId: kitId,
      copy,
      photoMediaId: null,
    });
    expect(saved).toMatchObject({ title: "Spring coffee", currentVersion: 1, fields: { family: "social", template: "colour-block", copy } });
    expect(saved.images.map((i) => i.size)).toEqual([...creativeFamilySizes.social]);
    for (const image of saved.images) {
      const { data } = await readMediaBytes(handle.db, tenant, image.mediaId);
      const { data: px, info } = await sharp(data).removeAlpha().raw().toBuffer({ resolveWithObject: true });
      expect([info.width, info.height], image.size).toEqual([creativeSizes[image.size].width, creativeSizes[image.size].height]);
      // The kit's first colour fills the background: its top-left corner.
      expect([px[0], px[1], px[2]], `${image.size}: the kit's navy at the corner`).toEqual(NAVY);
      const media = await caller.assets.media.get({ id: image.mediaId });
      expect(media.usages).toEqual([
        expect.objectContaining({
          module: "assets",
          refId: saved.id,
          href: `/marketing-dashboard/creative-assets/paid-ads-and-social-media?asset=${saved.id}`,
        }),
      ]);
    }
    const listed = await caller.assets.items.list({ kinds: ["creative-set"], statuses: [] });
    expect(listed.items.map((i) => i.id)).toEqual([saved.id]);

    const again = await caller.assets.creatives.save({
      family: "social",
      title: "Spring coffee",
      template: "banner",
      brandKitId: kitId,
      copy: { ...copy, headline: "Cold brew is back" },
      photoMediaId: null,
      assetId: saved.id,
      version: 1,
    });
    expect(again).toMatchObject({ id: saved.id, currentVersion: 2, fields: { template: "banner" } });
    expect((await caller.assets.items.versions({ id: saved.id })).map((v) => v.version)).toEqual([2, 1]);
  });

  it("downloads a saved set as one ZIP holding every size, for members of its workspace only", async () => {
    const saved = await caller.assets.creatives.save({
      family: "email",
      title: "Header",
      template: "colour-block",
      brandKitId: kitId,
      copy,
      photoMediaId: null,
    });
    const cookies = await cookiesFor(owner, tenant.workspaceId);
    const res = await handleCreativeSetZip({ db: handle.db, cookies, headers: new Headers(), id: saved.id });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="Header.zip"/);
    const out = path.join(root, "unzipped");
    mkdirSync(out);
    writeFileSync(path.join(out, "set.zip"), Buffer.from(await res.arrayBuffer()));
    execFileSync("unzip", ["-q", "set.zip"], { cwd: out });
    expect(readdirSync(out).sort()).toEqual(["Header 1200x400.png", "Header 600x200.png", "set.zip"]);
    const none = { get: () => undefined, getAll: () => [] };
    expect((await handleCreativeSetZip({ db: handle.db, cookies: none, headers: new Headers(), id: saved.id })).status).toBe(401);
    const other = await makeWorkspace(handle.db);
    const otherCookies = await cookiesFor(other.owner, other.workspace.id);
    expect((await handleCreativeSetZip({ db: handle.db, cookies: otherCookies, headers: new Headers(), id: saved.id })).status).toBe(404);
  });
});
