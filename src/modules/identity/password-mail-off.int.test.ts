import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callerFor } from "~tests/support/caller";
import { createTestDb } from "~tests/support/db";
import type { DbHandle } from "@/server/db/client";
import { MAIL_OFF_HINT } from "@/server/mail/mailer";
import { passwordResetRequests, passwordResetTokens } from "./db/password-resets.table";
import { signUp } from "./index";

// No SMTP_HOST in this file's process settings: mail is off.
let handle: DbHandle;
beforeAll(async () => {
  delete process.env.SMTP_HOST;
  handle = await createTestDb();
});
afterAll(() => handle.close());

describe("forgot password with mail off", () => {
  it("sends nothing, makes no link, and says how to turn mail on", async () => {
    const email = `off-${Math.random().toString(36).slice(2)}@example.test`;
    await signUp(handle.db, { name: "Pat", email, password: "a long enough password", workspaceName: "Brand" });
    expect(await callerFor(handle.db, null).identity.password.requestReset({ email })).toEqual({ mailEnabled: false, message: MAIL_OFF_HINT });
    expect(await handle.db.select().from(passwordResetTokens)).toHaveLength(0);
    expect(await handle.db.select().from(passwordResetRequests)).toHaveLength(0);
  });
});
