import { asc, eq } from "drizzle-orm";
import type PgBoss from "pg-boss";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import { waitFor } from "~tests/support/wait";
import { MAILCHIMP_NEWSLETTER_API_KEY, startMailchimpFake } from "@/modules/connectors/platforms/mailchimp/fake-server";
import type { DbHandle } from "@/server/db/client";
import { getBoss } from "@/server/jobs/boss";
import { NEWSLETTER_CONSENT_WORDING } from "./contracts/newsletter.constants";
import { newsletterRetry } from "./jobs/newsletter-sync.job";
import { subscriberHash } from "./server/newsletter/mailchimp-audience";
import { newsletterConsents, setNewsletterConfigForTests } from "./index";

const LIST = "c0ffee1234";
/** The queue's jobs run in the background: on a loaded machine they can take a while to be picked up. */
const JOB_MS = 60_000;
const eventually = <T>(read: () => Promise<T>, ok: (v: T) => boolean) => waitFor(read, ok, JOB_MS);
let handle: DbHandle;
let boss: PgBoss;
let fake: Awaited<ReturnType<typeof startMailchimpFake>>;
beforeAll(async () => {
  handle = await createTestDb();
  boss = await getBoss(handle, { work: true });
  fake = await startMailchimpFake();
  Object.assign(newsletterRetry, { retryDelay: 1, retryBackoff: false });
  // Starting the queue makes every job's queue: slow on a loaded machine.
}, 180_000);
beforeEach(() => setNewsletterConfigForTests({ listId: LIST, apiKey: MAILCHIMP_NEWSLETTER_API_KEY, apiBase: fake.url, doubleOptIn: false }));
afterAll(async () => {
  setNewsletterConfigForTests(undefined);
  // Graceful: a sync still running finishes before the database closes.
  await boss.stop({ graceful: true, close: false, wait: true, timeout: 30_000 });
  await fake.close();
  await handle.close();
});

let n = 0;
async function signUp(newsletter: boolean | undefined) {
  const email = `reader-${Date.now()}-${n++}@example.test`;
  const created = await callerFor(handle.db, null).identity.signUp({
    name: "Reader",
    email,
    password: "a long enough password",
    workspaceName: "Reader Co",
    newsletter,
  });
  return { ...created, email, caller: callerFor(handle.db, { userId: created.userId, workspaceId: created.workspaceId }) };
}
const member = (email: string) => fake.audience.members.get(`${LIST}/${subscriberHash(email)}`);
const consentsOf = (userId: string) =>
  handle.db.select().from(newsletterConsents).where(eq(newsletterConsents.userId, userId)).orderBy(asc(newsletterConsents.createdAt));
const writesFor = (email: string) => fake.audience.writes.filter((w) => w.email === email);

describe("the product newsletter (Mailchimp)", { timeout: 180_000 }, () => {
  it("records a sign-up's opt-in as consent and subscribes the person on the audience in the background", async () => {
    const before = new Date();
    const { userId, email, caller } = await signUp(true);
    const [consent] = await consentsOf(userId);
    expect(consent).toMatchObject({ email, subscribed: true, wording: NEWSLETTER_CONSENT_WORDING, source: "sign-up" });
    expect(consent!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    expect(
      await eventually(
        async () => member(email),
        (m) => m?.status === "subscribed",
      ),
    ).toMatchObject({ email, status: "subscribed" });
    expect(
      (
        await eventually(
          () => consentsOf(userId),
          (rows) => rows[0]?.syncedAt !== null,
        )
      )[0]!.syncedAt,
    ).toBeInstanceOf(Date);
    expect(await caller.identity.newsletter.status()).toEqual({ offered: true, subscribed: true, wording: NEWSLETTER_CONSENT_WORDING });
  });

  it("leaves someone who didn't tick it off the list, and asks Mailchimp nothing", async () => {
    const { userId, email, caller } = await signUp(false);
    expect(await consentsOf(userId)).toEqual([]);
    expect(await caller.identity.newsletter.status()).toMatchObject({ offered: true, subscribed: false });
    expect(writesFor(email)).toEqual([]);
  });

  it("opts in and out from the account menu: each choice recorded, the member unsubscribed last", async () => {
    const { userId, email, caller } = await signUp(undefined);
    expect(await caller.identity.newsletter.set({ subscribed: true })).toMatchObject({ subscribed: true });
    await eventually(
      async () => member(email),
      (m) => m?.status === "subscribed",
    );
    expect(await caller.identity.newsletter.set({ subscribed: false })).toMatchObject({ subscribed: false });
    expect(
      await eventually(
        async () => member(email),
        (m) => m?.status === "unsubscribed",
      ),
    ).toMatchObject({ status: "unsubscribed" });
    expect((await consentsOf(userId)).map((c) => [c.subscribed, c.source, c.wording])).toEqual([
      [true, "account-menu", NEWSLETTER_CONSENT_WORDING],
      [false, "account-menu", NEWSLETTER_CONSENT_WORDING],
    ]);
  });

  it("tries again when Mailchimp answers 500, and lands the member once it answers", async () => {
    fake.audience.failNext(2, 500);
    const { userId, email } = await signUp(true);
    expect(
      await eventually(
        async () => member(email),
        (m) => m?.status === "subscribed",
      ),
    ).toMatchObject({ status: "subscribed" });
    expect(writesFor(email)).toHaveLength(1);
    // Two failed tries, then the one that landed.
    expect(fake.audience.requests.filter((h) => h === subscriberHash(email))).toHaveLength(3);
    const [consent] = await eventually(
      () => consentsOf(userId),
      (rows) => rows[0]?.syncedAt !== null,
    );
    expect(consent).toMatchObject({ syncError: null });
  });

  it("asks for confirmation first (pending) when double opt-in is on", async () => {
    setNewsletterConfigForTests({ listId: LIST, apiKey: MAILCHIMP_NEWSLETTER_API_KEY, apiBase: fake.url, doubleOptIn: true });
    const { email } = await signUp(true);
    expect(
      await eventually(
        async () => member(email),
        (m) => m?.status === "pending",
      ),
    ).toMatchObject({ status: "pending" });
  });

  it("when it isn't set up: nothing offered, a ticked box from an old page is ignored, and Mailchimp hears nothing", async () => {
    setNewsletterConfigForTests(null);
    const writes = fake.audience.writes.length;
    const { userId, caller } = await signUp(true);
    expect(await caller.identity.newsletter.status()).toMatchObject({ offered: false, subscribed: false });
    await expect(caller.identity.newsletter.set({ subscribed: true })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await consentsOf(userId)).toEqual([]);
    expect(fake.audience.writes).toHaveLength(writes);
  });
});
