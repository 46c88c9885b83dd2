/**
 * `npx tsx --tsconfig tsconfig.json bench/ai-generate.ts`: the offline generator writing a full
 * responsive search ad set (15 headlines, 4 descriptions, paths, final URL) from a brand kit, with
 * every check it runs on the way (limits table and brand lint on each candidate, then `checkAsset` and
 * `lintAsset` on the result). Each call uses a new seed (no memo helps). BENCH_CALLS calls (300) after
 * 30 warm-up, median of BENCH_ROUNDS (5) rounds of p50/p95. Compared in the same run with the checks
 * alone on the finished set (`checkAsset` + `lintAsset`). Target: p95 ≤ 20 ms.
 * Printed as JSON and kept in bench/results/ai-generate.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { fixtureKit } from "../src/modules/ai/ai.fixture";
import { checkAsset } from "../src/modules/ai/limits/check";
import { lintAsset } from "../src/modules/ai/lint/brand-lint";
import { generateOfflineAsset } from "../src/modules/ai/offline/generate-asset";
import { timeCalls } from "./support/call-timing";

const calls = Number(process.env.BENCH_CALLS ?? 300);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const root = path.resolve(import.meta.dirname, "..");

const kit = fixtureKit();
let seed = 0;
const generate = () => generateOfflineAsset("google-rsa", kit, { seed: `bench-${seed++}`, keywords: ["coffee subscription"] });
const sample = generate();

const time = (fn: () => unknown) => timeCalls(fn, { calls, rounds, warmup: 30 });

const result = {
  date: new Date().toISOString(),
  calls,
  rounds,
  machine: { cores: availableParallelism(), loadAverage: loadavg().map((n) => Math.round(n * 10) / 10) },
  set: {
    headlines: sample.fields.headlines.length,
    descriptions: sample.fields.descriptions.length,
    findings: sample.limitFindings.length + sample.lintFindings.length,
  },
  generate: time(generate),
  checksAlone: time(() => [checkAsset("google-rsa", sample.fields), lintAsset("google-rsa", sample.fields, kit)]),
  targetP95Ms: 20,
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(path.join(root, "bench/results"), { recursive: true });
writeFileSync(path.join(root, "bench/results/ai-generate.json"), `${JSON.stringify(result, null, 2)}\n`);
