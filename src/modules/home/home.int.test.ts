import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import { sources } from "@/modules/connectors";
import type { DbHandle } from "@/server/db/client";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe("getting-started checklist", () => {
  it("lists the five setup steps in order, none done in a new workspace", async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    const list = await callerFor(handle.db, { userId: owner.id, workspaceId: workspace.id }).home.checklist();
    expect(list.map((i) => i.id)).toEqual(["company-profile", "teammates", "sources", "contacts", "sending-domain"]);
    expect(list.every((i) => !i.done)).toBe(true);
  });

  it("marks teammates done once a second person belongs to the workspace, and only in that workspace", async () => {
    const team = await makeWorkspace(handle.db);
    const other = await makeWorkspace(handle.db);
    await addMember(handle.db, team.workspace.id, "member");
    const teamList = await callerFor(handle.db, { userId: team.owner.id, workspaceId: team.workspace.id }).home.checklist();
    const otherList = await callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id }).home.checklist();
    expect(teamList.find((i) => i.id === "teammates")).toMatchObject({ done: true, href: "/marketing-dashboard/settings/team-access" });
    expect(otherList.find((i) => i.id === "teammates")?.done).toBe(false);
  });

  it("marks the company profile done once it is 60% complete, and only in that workspace", async () => {
    const team = await makeWorkspace(handle.db);
    const other = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: team.owner.id, workspaceId: team.workspace.id });
    const step = async (c = caller) => (await c.home.checklist()).find((i) => i.id === "company-profile");
    expect(await step()).toMatchObject({ done: false, href: "/marketing-dashboard/settings/company-profile" });
    const base = {
      companyName: "Acme",
      website: "",
      industry: "",
      size: null,
      description: "Jackets.",
      toneTraits: [],
      toneExamples: [],
      wordsToUse: [],
      wordsToAvoid: [],
      brandColors: [],
    };
    const essentials = { ...base, products: [{ name: "Jacket", valueProposition: "" }], audiences: [{ name: "Hikers", description: "", painsAndGoals: "" }] };
    await caller.identity.companyProfile.save({ ...essentials, competitors: [] }); // 50%
    expect((await step())?.done).toBe(false);
    await caller.identity.companyProfile.save({ ...essentials, competitors: [{ name: "Rival", website: "" }] }); // 60%
    expect((await step())?.done).toBe(true);
    expect((await step(callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id })))?.done).toBe(false);
  });

  it("marks contacts done once the workspace has a contact, and only in that workspace", async () => {
    const team = await makeWorkspace(handle.db);
    const other = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: team.owner.id, workspaceId: team.workspace.id });
    const step = async (c = caller) => (await c.home.checklist()).find((i) => i.id === "contacts");
    expect(await step()).toMatchObject({ done: false, href: "/marketing-dashboard/data/crm-lists?tab=imports" });
    await caller.crm.contacts.create({ email: "first@example.test" });
    expect((await step())?.done).toBe(true);
    expect((await step(callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id })))?.done).toBe(false);
  });

  it("marks sources done once the workspace reads from a source, and only in that workspace", async () => {
    const team = await makeWorkspace(handle.db);
    const other = await makeWorkspace(handle.db);
    const caller = callerFor(handle.db, { userId: team.owner.id, workspaceId: team.workspace.id });
    const step = async (c = caller) => (await c.home.checklist()).find((i) => i.id === "sources");
    expect(await step()).toMatchObject({ done: false, href: "/marketing-dashboard/settings/data-settings/marketing-reporting-tools/connections-and-sources" });
    await handle.db.insert(sources).values({ workspaceId: team.workspace.id, platform: "google-ads", externalAccountId: "123", name: "Ads" });
    expect((await step())?.done).toBe(true);
    expect((await step(callerFor(handle.db, { userId: other.owner.id, workspaceId: other.workspace.id })))?.done).toBe(false);
  });

  it("is readable by every role, the client role included", async () => {
    const { workspace } = await makeWorkspace(handle.db);
    const client = await addMember(handle.db, workspace.id, "client");
    await expect(callerFor(handle.db, { userId: client.user.id, workspaceId: workspace.id }).home.checklist()).resolves.toHaveLength(5);
  });
});
