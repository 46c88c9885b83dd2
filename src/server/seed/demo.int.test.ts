import { mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestDb } from "~tests/support/db";
import { callerFor } from "~tests/support/caller";
import { DEMO_FUNNEL_PEOPLE, flushEvents } from "@/modules/analytics";
import { memberships } from "@/modules/identity";
import type { DbHandle } from "@/server/db/client";
import { seedDemoIfEmpty } from "./demo";

// The sign-in file goes to DATA_DIR: a throwaway folder, named before anything reads the settings.
const dataDir = vi.hoisted(() => {
  const dir = `${process.env.TMPDIR ?? "/tmp"}/amt-demo-${process.pid}-${Date.now()}`;
  process.env.DATA_DIR = dir;
  return dir;
});

let handle: DbHandle;
beforeAll(async () => {
  mkdirSync(dataDir, { recursive: true });
  handle = await createTestDb();
  // The demo landing page's events go through capture(), which writes to the process's database: this file's.
  (globalThis as { __amtDb?: DbHandle }).__amtDb = handle;
});
afterAll(async () => {
  await flushEvents();
  delete (globalThis as { __amtDb?: DbHandle }).__amtDb;
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("demo seed", () => {
  // The seed renders the demo creative set's images too: its own limit on a loaded machine, rather than the suite's 30 s.
  it("creates the demo account once, with a demo CRM whose every record says it is demo data", { timeout: 90_000 }, async () => {
    const signIn = await seedDemoIfEmpty(handle.db);
    expect(signIn?.email).toBe("demo@aimarketingtools.local");
    expect(JSON.parse(readFileSync(path.join(dataDir, "demo-sign-in.json"), "utf8"))).toEqual(signIn);
    const [membership] = await handle.db.select().from(memberships);
    const caller = callerFor(handle.db, { userId: membership!.userId, workspaceId: membership!.workspaceId });
    expect((await caller.identity.workspaces.current()).isDemo).toBe(true);
    const { rows } = await caller.crm.contacts.list({ limit: 500 });
    expect(rows).toHaveLength(60);
    expect(rows.every((r) => r.tags.includes("demo-data"))).toBe(true);
    expect((await caller.billing.overview()).meters.find((m) => m.key === "contacts")!.used).toBe(60);
    // A published demo form whose processed submissions are demo contacts.
    const [form] = await caller.website.forms.list();
    expect(form).toMatchObject({ name: "Newsletter sign-up (demo)", status: "published", submissions: 4 });
    const submissions = (await caller.website.forms.submissions({ formId: form!.id })).items;
    const ids = new Set(rows.map((r) => r.id));
    expect(submissions.every((s) => s.status === "processed" && s.contactId !== null && ids.has(s.contactId))).toBe(true);
    const pages = await caller.website.pages.list();
    expect(pages.map((p) => [p.slug, p.status])).toEqual([["coffee-subscription", "published"]]);
    // Settings → Product analytics: made-up people, fewer at each key action.
    const usage = await caller.analytics.usage({ days: 30 });
    expect(usage.funnel.map((step) => step.value)).toEqual([...DEMO_FUNNEL_PEOPLE]);
    // The made-up people, and the demo marketer whose seeded assets count as theirs.
    expect(usage.activeUsers.month).toBeGreaterThanOrEqual(DEMO_FUNNEL_PEOPLE[0]);
    expect(await seedDemoIfEmpty(handle.db)).toBeNull();
  });

  it("is one coffee business: each person once, at a believable address, most with a phone, some who accept SMS", async () => {
    const [membership] = await handle.db.select().from(memberships);
    const caller = callerFor(handle.db, { userId: membership!.userId, workspaceId: membership!.workspaceId });
    const { rows } = await caller.crm.contacts.list({ limit: 500 });
    expect(new Set(rows.map((r) => `${r.firstName} ${r.lastName}`)).size).toBe(rows.length);
    const companies = (await caller.crm.companies.list({ limit: 100 })).rows;
    const companyDomains = new Map(companies.map((c) => [c.id, c.domain]));
    for (const r of rows) {
      const domain = r.email!.split("@")[1];
      if (r.companyId) expect(domain).toBe(companyDomains.get(r.companyId));
      else expect(["gmail.example", "outlook.example", "icloud.example", "fastmail.example"]).toContain(domain);
    }
    expect(rows.filter((r) => r.phone && /^\+[1-9]\d{9,13}$/.test(r.phone)).length / rows.length).toBeGreaterThanOrEqual(0.8);
    const smsReady = rows.filter((r) => r.phone && r.smsConsent === "subscribed");
    expect(smsReady.length).toBeGreaterThan(0);

    const lists = await caller.crm.lists.list({});
    const subscribers = lists.find((l) => l.name === "Coffee subscribers (demo)")!;
    const sms = await caller.messaging.sends.audienceCount({ listId: subscribers.id, channel: "sms" });
    expect(sms.eligible).toBeGreaterThan(0);
    // A segment of everyone who may be texted, to try SMS on: every one of them can receive a text.
    const textable = lists.find((l) => l.name === "Texts welcome (demo)")!;
    expect(textable.kind).toBe("segment");
    expect(await caller.messaging.sends.audienceCount({ listId: textable.id, channel: "sms" })).toMatchObject({ eligible: smsReady.length });

    const names = [...companies.map((c) => c.name), ...rows.map((r) => `${r.firstName} ${r.lastName} ${r.jobTitle ?? ""}`)].join(" | ");
    expect(names).not.toMatch(/contoso|acme|lumen|outdoor|\btents?\b|lorem|test/i);
    const { profile } = await caller.identity.companyProfile.get();
    expect(profile.companyName).toBe("Northwind Coffee");
    expect(profile.products.map((p) => p.name)).toContain("Coffee subscription");
    await caller.identity.companyProfile.save(profile); // a profile the form itself accepts
    expect((await caller.identity.settings.get()).timeZone).toBe("America/Los_Angeles");
    const [kit, ...otherKits] = (await caller.assets.brandKits.list()).kits;
    expect(otherKits).toEqual([]);
    expect(kit).toMatchObject({ isDefault: true, kit: { name: "Northwind Coffee (demo)", brandName: "Northwind Coffee" } });
    expect(kit!.kit.products.map((p) => p.name)).toEqual(profile.products.map((p) => p.name));
    await caller.assets.brandKits.update({ ...kit!.kit, id: kit!.id, expectedUpdatedAt: kit!.updatedAt }); // a kit the editor itself accepts
    // The assets library has something on the first sign-in: under the kit, in more than one status, tagged and planned.
    const library = await caller.assets.items.list({});
    expect(library.items.length).toBeGreaterThanOrEqual(4);
    expect(library.items.every((a) => a.brandKitId === kit!.id && a.title.endsWith("(demo)"))).toBe(true);
    const { statuses } = await caller.assets.items.counts({});
    expect(Math.min(statuses.draft, statuses["in-review"], statuses.approved)).toBeGreaterThan(0);
    expect((await caller.assets.items.list({ tag: "subscription", planRef: "Spring subscription push" })).items.length).toBeGreaterThanOrEqual(2);
    expect((await caller.assets.items.recent()).length).toBeGreaterThanOrEqual(4);
    // Copy of every kind, written from the kit.
    const copy = (await caller.assets.items.list({ kinds: ["google-rsa", "meta-ad", "x-post", "email", "sms"] })).items;
    expect(copy.length).toBeGreaterThanOrEqual(5);
    expect(copy.every((a) => a.title.endsWith("(demo)") && a.brandKitId === kit!.id)).toBe(true);
    // The media library: two demo photos, and a creative set rendered from the kit at both email header sizes.
    const [set, ...otherSets] = (await caller.assets.items.list({ kinds: ["creative-set"] })).items;
    expect(otherSets).toEqual([]);
    const saved = await caller.assets.creatives.get({ id: set!.id });
    expect(saved.images.map((i) => [i.width, i.height])).toEqual([
      [600, 200],
      [1200, 400],
    ]);
    expect((await caller.assets.media.list({})).items.map((m) => m.name)).toEqual(expect.arrayContaining(["Coffee bag (demo).png", "Coffee cup (demo).png"]));
    expect((await caller.assets.media.folders()).total).toBe(4);
    const deals = await caller.crm.deals.list({ limit: 100 });
    expect(deals.rows.length).toBeGreaterThanOrEqual(10);
    expect(new Set(deals.rows.map((d) => d.currency))).toEqual(new Set(["USD", "CAD", "GBP", "AUD", "EUR"]));
    expect(deals.rows.every((d) => d.companyId && d.name.endsWith("(demo)"))).toBe(true);
    expect(await seedDemoIfEmpty(handle.db)).toBeNull();
  });
});
