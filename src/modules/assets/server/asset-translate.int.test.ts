import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { startFakeLlmServer, type FakeLlmServer } from "@/modules/ai";
import { recordUsage } from "@/modules/billing";
import type { DbHandle } from "@/server/db/client";
import { setEgressAllowHostsForTests } from "@/server/egress";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { makeWorkspace } from "~tests/support/factories";
import { demoBrandKit } from "./demo-brand-kit";

/** assets.items.translate against the model stand-in on 127.0.0.1: a new draft, pins kept, failures create nothing, the month's limit. */
let handle: DbHandle;
let fake: FakeLlmServer;

beforeAll(async () => {
  handle = await createTestDb();
  fake = await startFakeLlmServer({ apiKey: "sk-local-key-1234" });
  setEgressAllowHostsForTests(fake.allowHosts);
});
afterAll(async () => {
  setEgressAllowHostsForTests(null);
  await fake.close();
  await handle.close();
});
afterEach(() => {
  fake.requests.length = 0;
});

const rsa = {
  headlines: [
    { text: "Cold brew, delivered", pin: 1 },
    { text: "Beans roasted weekly", pin: null },
    { text: "Start your subscription", pin: 2 },
  ],
  descriptions: [
    { text: "Roasted to order and shipped the same day.", pin: null },
    { text: "Pause or cancel any time.", pin: 1 },
  ],
  path1: "coffee",
  path2: "cold-brew",
  finalUrl: "https://northwind.example.com/cold-brew",
};
const german = {
  headlines: [
    { text: "Cold Brew, geliefert", pin: null },
    { text: "Jede Woche frisch geröstet", pin: null },
    { text: "Starte dein Abo", pin: null },
  ],
  descriptions: [
    { text: "Auf Bestellung geröstet und am selben Tag verschickt.", pin: null },
    { text: "Jederzeit pausieren oder kündigen.", pin: null },
  ],
  path1: "kaffee",
  path2: "cold-brew",
  finalUrl: "https://northwind.example.com/cold-brew",
};

async function workspace({ model = true } = {}) {
  const ws = await makeWorkspace(handle.db);
  const caller = callerFor(handle.db, { userId: ws.owner.id, workspaceId: ws.workspace.id });
  const blank = await caller.assets.brandKits.create({ from: "blank" });
  const kit = await caller.assets.brandKits.update({ ...demoBrandKit, name: "Demo", id: blank.id, expectedUpdatedAt: blank.updatedAt });
  if (model) {
    fake.reply("OK");
    await caller.ai.providers.save({ kind: "openai-compatible", baseUrl: fake.openAiBaseUrl, model: "llama3", apiKey: "sk-local-key-1234" });
    fake.requests.length = 0;
  }
  const ad = await caller.assets.items.create({ kind: "google-rsa", title: "Cold brew search", fields: rsa, brandKitId: kit.id, tags: ["summer"] });
  return { ...ws, caller, kit, ad };
}

const titles = async (w: Awaited<ReturnType<typeof workspace>>) => (await w.caller.assets.items.list({})).items.map((a) => a.title).sort();

describe("assets.items.translate", () => {
  it("creates a new draft in the language (lines still failing returned with their findings), with the kind, kit and tags, the pins kept, and counts one AI generation", async () => {
    const w = await workspace();
    fake.reply(JSON.stringify(german));
    const before = await w.caller.assets.generate.allowance();
    const { asset, failing } = await w.caller.assets.items.translate({ id: w.ad.id, language: "de" });
    // The kit's disclaimer is checked word for word: the model is asked once more, then the line comes back with its finding.
    expect(fake.requests).toHaveLength(2);
    expect(JSON.stringify(fake.requests[1]!.body)).toContain("needs the brand's disclaimer");
    expect(failing).toEqual([{ field: "descriptions", problems: [expect.stringMatching(/needs the brand's disclaimer/)] }]);
    expect(asset).toMatchObject({ kind: "google-rsa", title: "Cold brew search (German)", status: "draft", brandKitId: w.kit.id, tags: ["summer", "german"] });
    expect(asset.id).not.toBe(w.ad.id);
    const fields = asset.fields as typeof rsa;
    expect(fields.headlines.map((h) => h.text)).toEqual(german.headlines.map((h) => h.text));
    expect(fields.headlines.map((h) => h.pin)).toEqual([1, null, 2]);
    expect(fields.descriptions.map((d) => d.pin)).toEqual([null, 1]);
    expect(await w.caller.assets.generate.allowance()).toMatchObject({ used: before.used + 1 });
    // The original is untouched.
    expect((await w.caller.assets.items.get({ id: w.ad.id })).fields).toEqual(rsa);
  });

  it("a provider refusing the key is a clear message, and nothing is created or counted", async () => {
    const w = await workspace();
    fake.script({ kind: "status", status: 401 });
    await expect(w.caller.assets.items.translate({ id: w.ad.id, language: "fr" })).rejects.toThrow(/refused the API key.*Nothing was created/);
    expect(await titles(w)).toEqual(["Cold brew search"]);
    expect(await w.caller.assets.generate.allowance()).toMatchObject({ used: 0 });
  });

  it("at the month's limit it is refused before the model is called", async () => {
    const w = await workspace();
    const { limit } = await w.caller.assets.generate.allowance();
    await recordUsage(handle.db, { workspaceId: w.workspace.id }, "aiGenerations", limit);
    const error = await w.caller.assets.items.translate({ id: w.ad.id, language: "es" }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "PRECONDITION_FAILED", message: expect.stringMatching(/AI generations/) });
    expect(fake.requests).toHaveLength(0);
    expect(await titles(w)).toEqual(["Cold brew search"]);
  });

  it("without a model it says to connect one on the Themes page", async () => {
    const w = await workspace({ model: false });
    await expect(w.caller.assets.items.translate({ id: w.ad.id, language: "de" })).rejects.toThrow("Connect an AI model on the Themes page to translate.");
    expect(await titles(w)).toEqual(["Cold brew search"]);
  });
});
