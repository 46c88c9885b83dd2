import type { AddressInfo } from "node:net";
import { createTRPCClient, httpLink, type TRPCClientError } from "@trpc/client";
import { createHTTPServer } from "@trpc/server/adapters/standalone";
import pino from "pino";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { addMember, makeWorkspace } from "~tests/support/factories";
import type { DbHandle } from "@/server/db/client";
import { appRouter, type AppRouter } from "@/server/trpc/app-router";
import type { Context } from "@/server/trpc/context";
import { emptyCompanyProfile, type CompanyProfileInput } from "./contracts/company-profile.contracts";
import { companyProfileCompleteness, getCompanyProfile, getWorkspaceLogo } from "./index";

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(() => handle.close());

/** A valid 1×1 PNG. */
const PNG_1x1 = "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==";
const codeOf = (p: Promise<unknown>) =>
  p.then(
    () => "OK",
    (e: { code?: string }) => e.code ?? String(e),
  );

const profile = (patch: Partial<CompanyProfileInput> = {}): CompanyProfileInput => ({
  ...emptyCompanyProfile,
  companyName: "Acme Outdoor",
  website: "acme-outdoor.test",
  industry: "Outdoor clothing",
  size: "11-50",
  description: "Jackets that last a decade.",
  products: [{ name: "Storm jacket", valueProposition: "Dry in any weather" }],
  audiences: [{ name: "Weekend hikers", description: "City people who hike on weekends", painsAndGoals: "Want light gear that lasts" }],
  competitors: [{ name: "Rival Gear", website: "https://rival.test" }],
  toneTraits: ["friendly", "concise"],
  toneExamples: ["Get out there, stay dry."],
  wordsToUse: ["durable"],
  wordsToAvoid: ["cheap"],
  brandColors: ["#1A73E8"],
  ...patch,
});

async function ownerOf() {
  const ws = await makeWorkspace(handle.db);
  return { ...ws, caller: callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id }) };
}

describe("company profile", () => {
  it("saves the profile and reads it back as entered, normalised, with its completeness", async () => {
    const { caller, tenant } = await ownerOf();
    const empty = await caller.identity.companyProfile.get();
    expect(empty).toMatchObject({ profile: emptyCompanyProfile, updatedAt: null, logo: null, completeness: { score: 0 } });

    const saved = await caller.identity.companyProfile.save(profile());
    expect(saved.profile).toEqual({ ...profile(), website: "https://acme-outdoor.test", brandColors: ["#1a73e8"] });
    expect(saved.completeness).toMatchObject({ score: 95, missing: [{ key: "logo", label: "Upload your logo", weight: 5 }] });
    expect(await caller.identity.companyProfile.get()).toMatchObject({ profile: saved.profile, logo: null });

    // What the AI module reads, through the module's index.
    expect(await getCompanyProfile(handle.db, tenant)).toMatchObject({ ...saved.profile, updatedAt: expect.any(Date) });
    expect((await companyProfileCompleteness(handle.db, tenant)).score).toBe(95);

    // A second save replaces the lists.
    const again = await caller.identity.companyProfile.save(profile({ products: [], competitors: [{ name: "Other", website: "" }] }));
    expect(again.profile.products).toEqual([]);
    expect(again.profile.competitors).toEqual([{ name: "Other", website: "" }]);
  });

  it("refuses an invalid colour, a bad address or too many items with BAD_REQUEST and nothing saved", async () => {
    const { caller } = await ownerOf();
    expect(await codeOf(caller.identity.companyProfile.save(profile({ brandColors: ["#12345g"] })))).toBe("BAD_REQUEST");
    expect(await codeOf(caller.identity.companyProfile.save(profile({ website: "not a url" })))).toBe("BAD_REQUEST");
    const many = Array.from({ length: 21 }, (_, i) => ({ name: `Product ${i}`, valueProposition: "" }));
    expect(await codeOf(caller.identity.companyProfile.save(profile({ products: many })))).toBe("BAD_REQUEST");
    expect((await caller.identity.companyProfile.get()).updatedAt).toBeNull();
  });

  it("lets every role read it, and refuses a viewer's and a client's writes with FORBIDDEN", async () => {
    const { caller, workspace } = await ownerOf();
    await caller.identity.companyProfile.save(profile());
    for (const role of ["viewer", "client"] as const) {
      const { user } = await addMember(handle.db, workspace.id, role);
      const as = callerFor(handle.db, { userId: user.id, workspaceId: workspace.id });
      expect((await as.identity.companyProfile.get()).profile.companyName).toBe("Acme Outdoor");
      expect(await codeOf(as.identity.companyProfile.save(profile({ companyName: "Hijacked" })))).toBe("FORBIDDEN");
      expect(await codeOf(as.identity.companyProfile.uploadLogo({ contentType: "image/png", file: PNG_1x1 }))).toBe("FORBIDDEN");
      expect(await codeOf(as.identity.companyProfile.removeLogo())).toBe("FORBIDDEN");
    }
    const member = await addMember(handle.db, workspace.id, "member");
    const asMember = callerFor(handle.db, { userId: member.user.id, workspaceId: workspace.id });
    expect((await asMember.identity.companyProfile.save(profile({ companyName: "Acme by a member" }))).profile.companyName).toBe("Acme by a member");
  });

  it("keeps each workspace's profile and logo to itself: another workspace never sees or changes them", async () => {
    const mine = await ownerOf();
    const theirs = await ownerOf();
    await mine.caller.identity.companyProfile.save(profile());
    await mine.caller.identity.companyProfile.uploadLogo({ contentType: "image/png", file: PNG_1x1 });

    expect(await theirs.caller.identity.companyProfile.get()).toMatchObject({ profile: emptyCompanyProfile, logo: null, updatedAt: null });
    expect(await getWorkspaceLogo(handle.db, theirs.tenant)).toBeNull();
    await theirs.caller.identity.companyProfile.save(profile({ companyName: "Theirs", products: [] }));
    expect(await theirs.caller.identity.companyProfile.removeLogo()).toEqual({ removed: false });

    // Asking for my workspace while not a member of it acts in their own workspace, never in mine.
    const intruder = callerFor(handle.db, { userId: theirs.owner.id, workspaceId: mine.workspace.id });
    expect((await intruder.identity.companyProfile.get()).profile.companyName).toBe("Theirs");
    await intruder.identity.companyProfile.removeLogo();

    const after = await mine.caller.identity.companyProfile.get();
    expect(after.profile).toMatchObject({ companyName: "Acme Outdoor", products: profile().products });
    expect(after.logo).toMatchObject({ contentType: "image/png" });
    expect((await getWorkspaceLogo(handle.db, mine.tenant))?.bytes.equals(Buffer.from(PNG_1x1, "base64"))).toBe(true);
  });
});

describe("workspace logo", () => {
  it("accepts a real PNG, keeps its bytes and type, replaces it and removes it", async () => {
    const { caller, tenant } = await ownerOf();
    const uploaded = await caller.identity.companyProfile.uploadLogo({ contentType: "image/png", file: PNG_1x1 });
    expect(uploaded).toMatchObject({ contentType: "image/png", byteSize: Buffer.from(PNG_1x1, "base64").length });
    const stored = await getWorkspaceLogo(handle.db, tenant);
    expect(stored?.bytes.equals(Buffer.from(PNG_1x1, "base64"))).toBe(true);

    // Declared as PNG, really a JPEG: kept and served as what it is.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]).toString("base64");
    expect(await caller.identity.companyProfile.uploadLogo({ contentType: "image/png", file: jpeg })).toMatchObject({ contentType: "image/jpeg" });

    expect((await caller.identity.companyProfile.get()).completeness.missing.map((m) => m.key)).not.toContain("logo");
    expect(await caller.identity.companyProfile.removeLogo()).toEqual({ removed: true });
    expect((await caller.identity.companyProfile.get()).logo).toBeNull();
  });

  it("refuses a text file named as a PNG, an SVG and a file over 512 KB", async () => {
    const { caller, tenant } = await ownerOf();
    const text = Buffer.from("I am a text file called logo.png").toString("base64");
    await expect(caller.identity.companyProfile.uploadLogo({ contentType: "image/png", file: text })).rejects.toMatchObject({
      code: "BAD_REQUEST",
      cause: { fieldErrors: { file: "That file isn't a PNG, JPEG or WebP image. Export your logo in one of these formats." } },
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString("base64");
    expect(await codeOf(caller.identity.companyProfile.uploadLogo({ contentType: "image/svg+xml" as "image/png", file: svg }))).toBe("BAD_REQUEST");
    const oversize = Buffer.concat([Buffer.from(PNG_1x1, "base64"), Buffer.alloc(512 * 1024)]).toString("base64");
    expect(await codeOf(caller.identity.companyProfile.uploadLogo({ contentType: "image/png", file: oversize }))).toBe("BAD_REQUEST");
    expect(await getWorkspaceLogo(handle.db, tenant)).toBeNull();
  });
});

describe("company profile over HTTP", () => {
  let url = "";
  let close = () => {};
  let as: { userId: string; workspaceId: string } = { userId: "", workspaceId: "" };
  beforeAll(async () => {
    const { owner, workspace } = await makeWorkspace(handle.db);
    as = { userId: owner.id, workspaceId: workspace.id };
    const server = createHTTPServer({
      router: appRouter,
      createContext: (): Context => ({
        db: handle.db,
        requestId: "req-profile",
        log: pino({ level: "silent" }),
        session: { userId: as.userId, email: "", name: null, sessionVersion: 0 },
        requestedWorkspaceId: as.workspaceId,
        memo: new Map(),
      }),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("sends each message with the full path of the field it is about", async () => {
    const client = createTRPCClient<AppRouter>({ links: [httpLink({ url, transformer: superjson })] });
    const many = Array.from({ length: 7 }, (_, i) => `#00000${i}`);
    const error = (await client.identity.companyProfile.save
      .mutate(
        profile({
          website: "not a url",
          brandColors: ["#112233", "blue"],
          products: [
            { name: "A", valueProposition: "" },
            { name: "", valueProposition: "" },
          ],
        }),
      )
      .catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(error.data).toMatchObject({
      code: "BAD_REQUEST",
      fieldErrors: {
        website: ["Enter the website as a web address, like https://example.com"],
        "brandColors.1": ["Enter a colour as # and six hex digits, like #1a73e8"],
        "products.1.name": ["Enter the product name"],
      },
    });
    const tooMany = (await client.identity.companyProfile.save.mutate(profile({ brandColors: many })).catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(tooMany.data?.fieldErrors).toEqual({ brandColors: ["Keep up to 6 brand colours"] });
    const notImage = (await client.identity.companyProfile.uploadLogo
      .mutate({ contentType: "image/png", file: Buffer.from("hello").toString("base64") })
      .catch((e: unknown) => e)) as TRPCClientError<AppRouter>;
    expect(notImage.data?.fieldErrors?.file?.[0]).toMatch(/isn't a PNG, JPEG or WebP image/);
  });
});

describe("getting-started checklist", () => {
  it("marks the company-profile step done once completeness reaches 60%", async () => {
    const { caller } = await ownerOf();
    const step = async () => (await caller.home.checklist()).find((i) => i.id === "company-profile");
    expect(await step()).toMatchObject({ done: false, href: "/marketing-dashboard/settings/company-profile" });
    // 55%: name, description, size, products and audiences; no website, industry, competitors, voice or brand.
    const almost = profile({ website: "", industry: "", competitors: [], toneTraits: [], toneExamples: [], wordsToUse: [], wordsToAvoid: [], brandColors: [] });
    expect((await caller.identity.companyProfile.save(almost)).completeness.score).toBe(55);
    expect((await step())?.done).toBe(false);
    expect((await caller.identity.companyProfile.save({ ...almost, brandColors: ["#000000"] })).completeness.score).toBe(60);
    expect((await step())?.done).toBe(true);
  });
});
