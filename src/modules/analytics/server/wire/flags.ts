import { createHash } from "node:crypto";

export type FlagDefinition = {
  id: string;
  key: string;
  name: string;
  enabled: boolean;
  rolloutPercent: number;
  targetWorkspaceIds: string[] | null;
  payload: unknown;
  version: number;
};

/**
 * Where a visitor falls in [0, 1) for a flag: PostHog's hash (sha1 of "key.distinct_id", its first
 * 15 hex digits over 0xfffffffffffffff, which as a double is 2^60).
 */
export function rolloutHash(key: string, distinctId: string): number {
  const hex = createHash("sha1").update(`${key}.${distinctId}`).digest("hex").slice(0, 15);
  return parseInt(hex, 16) / 2 ** 60;
}

export type FlagAnswer = {
  key: string;
  enabled: boolean;
  variant: string | undefined;
  reason: { code: string; condition_index: number | undefined; description: string };
  metadata: { id: number; version: number; description: string; payload: string | undefined };
};

/** Evaluates one flag for a visitor (and the workspace group they belong to, if the request named one). */
export function evaluateFlag(flag: FlagDefinition, distinctId: string, groupWorkspace: string | null, index = 0): FlagAnswer {
  const reason = (code: string, description: string, condition?: number) => ({ code, condition_index: condition, description });
  let enabled = false;
  let why;
  if (!flag.enabled) why = reason("disabled", "The flag is off.");
  else if (flag.targetWorkspaceIds && flag.targetWorkspaceIds.length > 0 && !(groupWorkspace && flag.targetWorkspaceIds.includes(groupWorkspace))) {
    why = reason("no_condition_match", "The workspace isn't one the flag targets.");
  } else if (rolloutHash(flag.key, distinctId) * 100 >= flag.rolloutPercent) {
    why = reason("out_of_rollout_bound", `Outside the ${flag.rolloutPercent}% rollout.`, 0);
  } else {
    enabled = true;
    why = reason("condition_match", `Inside the ${flag.rolloutPercent}% rollout.`, 0);
  }
  return {
    key: flag.key,
    enabled,
    variant: undefined,
    reason: why,
    // posthog-js wants a numeric id; the row's position stands in (ours are uuids).
    metadata: {
      id: index + 1,
      version: flag.version,
      description: flag.name,
      payload: enabled && flag.payload != null ? JSON.stringify(flag.payload) : undefined,
    },
  };
}

/**
 * The v2 /flags/ answer posthog-js reads (flags with enabled/variant/reason/metadata), with the
 * legacy `featureFlags` and `featureFlagPayloads` it still falls back to. `flagKeys` narrows it.
 */
export function flagsAnswer(flags: FlagDefinition[], distinctId: string, groupWorkspace: string | null, flagKeys?: string[] | null) {
  const wanted = flagKeys && flagKeys.length > 0 ? new Set(flagKeys) : null;
  const answers = flags.filter((f) => !wanted || wanted.has(f.key)).map((f, i) => evaluateFlag(f, distinctId, groupWorkspace, i));
  return {
    flags: Object.fromEntries(answers.map((a) => [a.key, a])),
    featureFlags: Object.fromEntries(answers.map((a) => [a.key, a.enabled])),
    featureFlagPayloads: Object.fromEntries(answers.filter((a) => a.metadata.payload !== undefined).map((a) => [a.key, a.metadata.payload])),
    errorsWhileComputingFlags: false,
  };
}
