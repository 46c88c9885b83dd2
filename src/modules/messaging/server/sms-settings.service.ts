import "server-only";
import { and, asc, desc, eq, ne, sql } from "drizzle-orm";
import { env, siteUrl } from "@/env";
import { recordAudit, workspaces, type Tenant } from "@/modules/identity";
import { open, seal } from "@/server/crypto/vault";
import type { Db, Tx } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import type { AddSmsNumberInput, SaveQuietHoursInput, SaveSmsProviderInput } from "../contracts/sms.contracts";
import { messagingSettings } from "../db/settings.table";
import { smsNumbers } from "../db/sms.table";
import type { QuietHours } from "../sms/quiet-hours";
import { DEFAULT_SMS_BASE_URL, fetchTwilioAccount, providerUrlProblem, type TwilioCredentials } from "../sms/twilio-client";
import { getMessagingSettings, type MessagingSettingsRow } from "./settings.service";

/** The URLs to paste into the provider's number settings: delivery status and incoming messages. */
export function smsWebhookUrls(workspaceId: string) {
  const base = `${siteUrl()}/api/webhooks/sms/${workspaceId}`;
  return { status: `${base}/status`, inbound: `${base}/inbound` };
}

export const NO_PROVIDER_MESSAGE = "SMS isn't set up: add the Twilio account SID and auth token on Settings → Sending domains → SMS.";

export type SmsProvider = { credentials: TwilioCredentials; source: "workspace" | "server"; defaultFrom: string | null };

/** The server's own account (TWILIO_*), which workspaces without a provider of their own send through. */
function serverProvider(): SmsProvider | null {
  if (!env.TWILIO_ACCOUNT_SID || !env.TWILIO_AUTH_TOKEN) return null;
  return {
    credentials: {
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      baseUrl: env.TWILIO_BASE_URL ?? DEFAULT_SMS_BASE_URL,
      operatorHost: true,
    },
    source: "server",
    defaultFrom: env.TWILIO_FROM_NUMBER ?? null,
  };
}

/** The provider a workspace sends through: its own account, else the server's, or why there is none. */
export function smsProviderOf(
  settings: Pick<MessagingSettingsRow, "smsAccountSid" | "smsAuthTokenSealed" | "smsBaseUrl">,
): { ok: true; provider: SmsProvider } | { ok: false; error: string } {
  if (!settings.smsAccountSid || !settings.smsAuthTokenSealed) {
    const server = serverProvider();
    return server ? { ok: true, provider: server } : { ok: false, error: NO_PROVIDER_MESSAGE };
  }
  try {
    return {
      ok: true,
      provider: {
        credentials: { accountSid: settings.smsAccountSid, authToken: open(settings.smsAuthTokenSealed), baseUrl: settings.smsBaseUrl ?? DEFAULT_SMS_BASE_URL },
        source: "workspace",
        defaultFrom: null,
      },
    };
  } catch {
    return {
      ok: false,
      error: "The stored SMS auth token can't be read (the server's encryption key changed): enter it again on Settings → Sending domains → SMS.",
    };
  }
}

/** The credentials alone (see smsProviderOf), for callers that only check SMS can be sent. */
export function smsCredentialsOf(
  settings: Pick<MessagingSettingsRow, "smsAccountSid" | "smsAuthTokenSealed" | "smsBaseUrl">,
): { ok: true; credentials: TwilioCredentials } | { ok: false; error: string } {
  const found = smsProviderOf(settings);
  return found.ok ? { ok: true, credentials: found.provider.credentials } : found;
}

export const quietHoursOf = (settings: Pick<MessagingSettingsRow, "quietHoursStart" | "quietHoursEnd">): QuietHours | null =>
  settings.quietHoursStart !== null && settings.quietHoursEnd !== null && settings.quietHoursStart !== settings.quietHoursEnd
    ? { start: settings.quietHoursStart, end: settings.quietHoursEnd }
    : null;

const numbersOf = (db: Db | Tx, workspaceId: string) =>
  db
    .select({ id: smsNumbers.id, phone: smsNumbers.phone, label: smsNumbers.label, isDefault: smsNumbers.isDefault })
    .from(smsNumbers)
    .where(eq(smsNumbers.workspaceId, workspaceId))
    .orderBy(desc(smsNumbers.isDefault), asc(smsNumbers.createdAt), asc(smsNumbers.phone));

/** What the SMS settings panel shows. The auth token never leaves the server. */
export async function getSmsSettings(db: Db, tenant: Tenant) {
  const [settings, numbers, [workspace]] = await Promise.all([
    getMessagingSettings(db, tenant.workspaceId),
    numbersOf(db, tenant.workspaceId),
    db.select({ timeZone: workspaces.timeZone }).from(workspaces).where(eq(workspaces.id, tenant.workspaceId)),
  ]);
  const own = Boolean(settings.smsAccountSid && settings.smsAuthTokenSealed);
  return {
    configured: own || serverProvider() !== null,
    /** No account of its own: messages go through the server's (TWILIO_*). */
    usesServerAccount: !own && serverProvider() !== null,
    /** The server account's own number, which texts go from when the workspace adds none. */
    serverNumber: own ? null : (serverProvider()?.defaultFrom ?? null),
    accountSid: settings.smsAccountSid,
    hasAuthToken: Boolean(settings.smsAuthTokenSealed),
    baseUrl: settings.smsBaseUrl ?? DEFAULT_SMS_BASE_URL,
    numbers,
    quietHours: quietHoursOf(settings),
    workspaceTimeZone: workspace?.timeZone ?? "UTC",
    webhooks: smsWebhookUrls(tenant.workspaceId),
  };
}

export async function saveSmsProvider(db: Db, tenant: Tenant, input: SaveSmsProviderInput) {
  const current = await getMessagingSettings(db, tenant.workspaceId);
  if (!input.authToken && !current.smsAuthTokenSealed) throw new InvalidError("Enter the auth token.", { authToken: "Enter the auth token" });
  // The base URL is reached from this server: https on a public address (checked again on every call).
  const urlProblem = providerUrlProblem(input.baseUrl);
  if (urlProblem) throw new InvalidError(urlProblem, { baseUrl: urlProblem });
  await db.transaction(async (tx) => {
    await tx
      .update(messagingSettings)
      .set({ smsAccountSid: input.accountSid, smsBaseUrl: input.baseUrl, ...(input.authToken ? { smsAuthTokenSealed: seal(input.authToken) } : {}) })
      .where(eq(messagingSettings.workspaceId, tenant.workspaceId));
    await recordAudit(tx, {
      workspaceId: tenant.workspaceId,
      actorId: tenant.userId,
      action: "workspace.settings_changed",
      subject: "SMS provider",
      details: { accountSid: input.accountSid, baseUrl: input.baseUrl, authTokenChanged: Boolean(input.authToken) },
    });
  });
  return getSmsSettings(db, tenant);
}

/** Calls the provider with the stored credentials: GET /2010-04-01/Accounts/{sid}.json. */
export async function testSmsProvider(db: Db, tenant: Tenant): Promise<{ ok: boolean; message: string }> {
  const found = smsProviderOf(await getMessagingSettings(db, tenant.workspaceId));
  if (!found.ok) return { ok: false, message: found.error };
  const { credentials, source } = found.provider;
  const check = await fetchTwilioAccount(credentials);
  if (!check.ok) return { ok: false, message: check.error };
  return { ok: true, message: `Connected to ${check.friendlyName || credentials.accountSid}${source === "server" ? " (the server's account)" : ""}.` };
}

/** Adds a sender number; the workspace's first becomes its default. */
export async function addSmsNumber(db: Db, tenant: Tenant, input: AddSmsNumberInput) {
  const noneYet = sql<boolean>`not exists (select 1 from ${smsNumbers} where ${smsNumbers.workspaceId} = ${tenant.workspaceId})`;
  const [row] = await db
    .insert(smsNumbers)
    .values({ workspaceId: tenant.workspaceId, phone: input.phone, label: input.label, isDefault: noneYet })
    .onConflictDoNothing({ target: [smsNumbers.workspaceId, smsNumbers.phone] })
    .returning({ id: smsNumbers.id, phone: smsNumbers.phone, label: smsNumbers.label, isDefault: smsNumbers.isDefault });
  if (!row) throw new InvalidError("This number is already added.", { phone: "Already added" });
  return row;
}

/** Removes a sender number; when it was the default, the oldest remaining one takes over. */
export async function removeSmsNumber(db: Db, tenant: Tenant, id: string) {
  return db.transaction(async (tx) => {
    const [removed] = await tx
      .delete(smsNumbers)
      .where(and(eq(smsNumbers.workspaceId, tenant.workspaceId), eq(smsNumbers.id, id)))
      .returning({ id: smsNumbers.id, isDefault: smsNumbers.isDefault });
    if (!removed) throw new NotFoundError("Sender number");
    if (removed.isDefault) {
      const [next] = await numbersOf(tx, tenant.workspaceId).limit(1);
      if (next)
        await tx
          .update(smsNumbers)
          .set({ isDefault: true })
          .where(and(eq(smsNumbers.workspaceId, tenant.workspaceId), eq(smsNumbers.id, next.id)));
    }
    return { id: removed.id };
  });
}

export async function makeDefaultSmsNumber(db: Db, tenant: Tenant, id: string) {
  return db.transaction(async (tx) => {
    const [chosen] = await tx
      .update(smsNumbers)
      .set({ isDefault: true })
      .where(and(eq(smsNumbers.workspaceId, tenant.workspaceId), eq(smsNumbers.id, id)))
      .returning({ id: smsNumbers.id });
    if (!chosen) throw new NotFoundError("Sender number");
    await tx
      .update(smsNumbers)
      .set({ isDefault: false })
      .where(and(eq(smsNumbers.workspaceId, tenant.workspaceId), ne(smsNumbers.id, id), eq(smsNumbers.isDefault, true)));
    return chosen;
  });
}

export async function saveQuietHours(db: Db, tenant: Tenant, input: SaveQuietHoursInput) {
  await getMessagingSettings(db, tenant.workspaceId);
  await db
    .update(messagingSettings)
    .set({ quietHoursStart: input.start, quietHoursEnd: input.end })
    .where(eq(messagingSettings.workspaceId, tenant.workspaceId));
  return { quietHours: input.start === null || input.end === null ? null : { start: input.start, end: input.end } };
}
