import { readdirSync } from "node:fs";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { roles, THROTTLE } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";

/** Every guide file is listed: each new area adds its guide, and this count follows. */
const GUIDE_COUNT = readdirSync("src/modules/guides/content").filter((f) => f.endsWith(".md")).length;

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

async function ownerCaller() {
  const { owner, workspace } = await makeWorkspace(handle.db);
  return callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id });
}

describe("guides", () => {
  it("lists every guide with its title, slug, summary, area and Markdown body, in reading order", async () => {
    const list = await (await ownerCaller()).guides.list();
    expect(list.map((g) => g.slug)).toEqual([
      "getting-started",
      "workspaces",
      "team-access",
      "signing-in-and-account-security",
      "account-menu-and-appearance",
      "plans-limits-and-billing",
      "data-connections",
      "reports",
      "crm",
      "product-analytics",
      "sending-email",
      "error-reports",
      "assets-library",
      "brand-kits",
      "copy-assets",
      "keywords",
      "creative-assets",
      "media-library",
      "site-forms",
      "landing-pages",
      "site-pop-ups",
      "site-surveys",
    ]);
    for (const guide of list) {
      expect(Object.keys(guide).sort()).toEqual(["area", "body", "slug", "summary", "title"]);
      expect(guide.title.length).toBeGreaterThan(3);
      expect(guide.summary.length).toBeGreaterThan(10);
      expect(guide.area.length).toBeGreaterThanOrEqual(3); // "CRM", as the sidebar names it
      expect(guide.body).toMatch(/^## /);
      expect(guide.body).not.toMatch(/^---/);
    }
    expect(list.find((g) => g.slug === "getting-started")).toMatchObject({ title: "Getting started", area: "Getting started" });
  });

  it("gets one guide by its slug", async () => {
    const guide = await (await ownerCaller()).guides.get({ slug: "workspaces" });
    expect(guide).toMatchObject({ slug: "workspaces", title: "Workspaces", area: "Getting started" });
    expect(guide.body).toContain("## Create a workspace");
  });

  it("answers NOT_FOUND for an unknown slug, and for a path-like one", async () => {
    const caller = await ownerCaller();
    await expect(caller.guides.get({ slug: "no-such-guide" })).rejects.toMatchObject({ code: "NOT_FOUND", message: "Guide not found." });
    await expect(caller.guides.get({ slug: "../../package" })).rejects.toMatchObject({ code: "NOT_FOUND" });
  });

  it("answers BAD_REQUEST for an empty slug", async () => {
    await expect((await ownerCaller()).guides.get({ slug: " " })).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });

  it("is readable by every role, client and viewer included", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    for (const role of roles) {
      const member = await addMember(handle.db, workspace.id, role);
      const caller = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
      await expect(caller.guides.list(), role).resolves.toHaveLength(GUIDE_COUNT);
      await expect(caller.guides.get({ slug: "getting-started" }), role).resolves.toMatchObject({ slug: "getting-started" });
    }
  });

  it("answers UNAUTHORIZED to a signed-out visitor", async () => {
    const anonymous = callerFor(handle.db, null);
    const listError = await anonymous.guides.list().catch((e: unknown) => e);
    expect(listError).toBeInstanceOf(TRPCError);
    expect((listError as TRPCError).code).toBe("UNAUTHORIZED");
    await expect(anonymous.guides.get({ slug: "getting-started" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
  });
});

describe("the guides match what the product does", () => {
  it("name every step of the home checklist, in the checklist's words", async () => {
    const caller = await ownerCaller();
    const [guide, checklist] = await Promise.all([caller.guides.get({ slug: "getting-started" }), caller.home.checklist()]);
    for (const step of checklist) expect(guide.body, step.id).toContain(`**${step.title}**`);
  });

  it("state the sign-in throttle the server enforces", async () => {
    const guide = await (await ownerCaller()).guides.get({ slug: "signing-in-and-account-security" });
    const minutes = THROTTLE.windowMs / 60_000;
    expect(guide.body).toContain(`**${THROTTLE.perAccount} failed attempts for one account within ${minutes} minutes**`);
    expect(guide.body).toContain(`at most ${THROTTLE.perIp} times in ${minutes} minutes`);
  });
});
