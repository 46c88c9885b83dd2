import "server-only";
import { assetSchemas, generate, modelClientFor, ProviderError, type GenerateEvent, type GenerateResult, type ModelClient } from "@/modules/ai";
import { checkLimit, recordUsage, type LimitCheck } from "@/modules/billing";
import type { Tenant } from "@/modules/identity";
import type { Db } from "@/server/db/client";
import { InvalidError, NotFoundError } from "@/server/errors";
import { getLogger } from "@/server/log";
import type { GenerateRequest } from "../contracts/generate.contracts";
import { getBrandKit, getDefaultBrandKit } from "./brand-kits.service";

/**
 * Generation for the copy pages: the kit, the workspace's model (or none: offline), the plan's
 * "AI generations per month" (each candidate counts one, recorded as it is delivered).
 */

export type Allowance = { used: number; limit: number; remaining: number };

/** This month's AI generations: used, the plan's limit, what is left (the panel says it before a bulk run). */
export async function aiAllowance(db: Db, tenant: Pick<Tenant, "workspaceId">): Promise<Allowance> {
  const { used, limit, remaining } = await checkLimit(db, tenant, "aiGenerations", 0);
  return { used, limit, remaining };
}

/** Whether `n` more fit this month (the refusal says how many are left). */
export const checkGenerations = (db: Db, tenant: Pick<Tenant, "workspaceId">, n: number): Promise<LimitCheck> => checkLimit(db, tenant, "aiGenerations", n);

/** The kit the request names, else the workspace's default one. */
async function kitFor(db: Db, tenant: Tenant, brandKitId: string | null) {
  const stored = brandKitId ? await getBrandKit(db, tenant, brandKitId) : await getDefaultBrandKit(db, tenant);
  if (!stored) throw new NotFoundError("Brand kit");
  return stored.kit;
}

/** A request's asset (when rewriting one of its lines) checked against its kind's shape. */
function currentAsset(request: GenerateRequest): Record<string, unknown> | undefined {
  if (!request.field) return undefined;
  const schema = assetSchemas[request.kind];
  if (!(request.field.name in schema.shape)) throw new InvalidError("That field isn't part of this asset.", { field: "Choose a field of this asset" });
  const parsed = schema.safeParse(request.fields);
  if (!parsed.success)
    throw new InvalidError("The asset to rewrite a line of isn't shaped like this kind of asset.", { fields: "Send the asset as it stands" });
  return parsed.data as Record<string, unknown>;
}

export type PreparedGeneration = { kit: Awaited<ReturnType<typeof kitFor>>; current: Record<string, unknown> | undefined; n: number };

/** Everything checked before a generation starts (throws NotFoundError / InvalidError). */
export async function prepareGeneration(db: Db, tenant: Tenant, request: GenerateRequest): Promise<PreparedGeneration> {
  const current = currentAsset(request);
  const kit = await kitFor(db, tenant, request.brandKitId);
  return { kit, current, n: request.field ? 1 : request.n };
}

/** The workspace's model client; a provider that can't be set up is a failure to report, not a crash. */
async function clientFor(db: Db, tenant: Tenant): Promise<{ client: ModelClient | null; failure: ProviderError | null }> {
  try {
    return { client: await modelClientFor(db, tenant.workspaceId), failure: null };
  } catch (error) {
    if (error instanceof ProviderError) return { client: null, failure: error };
    getLogger().warn({ err: error }, "model provider settings unusable");
    return {
      client: null,
      failure: new ProviderError("bad key", {
        message: "The stored API key can't be read any more. Enter it again in the AI model settings on the Themes page.",
      }),
    };
  }
}

/**
 * Runs one generation: `onEvent` gets generate's events, and `onUsage` the month's count after each
 * candidate is recorded. Resolves when the last candidate is written and recorded.
 */
export async function runGeneration(
  db: Db,
  tenant: Tenant,
  request: GenerateRequest,
  prepared: PreparedGeneration,
  io: { signal: AbortSignal; onEvent: (event: GenerateEvent) => void; onUsage: (usage: { used: number; limit: number }) => void; start: Allowance },
): Promise<GenerateResult | null> {
  const { client, failure } = await clientFor(db, tenant);
  if (failure) {
    io.onEvent({ type: "error", error: { code: failure.kind, message: failure.message } });
    return null;
  }
  let used = io.start.used;
  let metering = Promise.resolve();
  const result = await generate({
    task: { kind: request.kind, brief: request.brief, field: request.field, current: prepared.current },
    kit: prepared.kit,
    n: prepared.n,
    seed: request.seed,
    client,
    signal: io.signal,
    onEvent: (event) => {
      io.onEvent(event);
      if (event.type !== "candidate") return;
      metering = metering
        .then(() => recordUsage(db, tenant, "aiGenerations", 1))
        .then(() => io.onUsage({ used: ++used, limit: io.start.limit }))
        .catch((error: unknown) => getLogger().error({ err: error }, "recording an AI generation failed"));
    },
  });
  await metering;
  return result;
}
