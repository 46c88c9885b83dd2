/**
 * `npx tsx --tsconfig tsconfig.json bench/ai-checks.ts`: what the ai module's checks cost a full
 * responsive search ad set (15 headlines, 4 descriptions, two paths, a final URL). `checkAsset`
 * (the platform limits table, duplicates, pins) and `lintAsset` (brand lint against a brand kit) on
 * a clean set and on a set with a finding in most lines (messages built), BENCH_CALLS calls (2,000)
 * after 200 warm-up, median of BENCH_ROUNDS (5) rounds of p50/p95. The floor, same run: Intl.Segmenter
 * over the same 19 texts (counting characters at all). Target: the whole generate + check of a set
 * p95 ≤ 20 ms, of which this is a small part. Printed as JSON and kept in bench/results/ai-checks.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { fixtureAsset, fixtureKit } from "../src/modules/ai/ai.fixture";
import { checkAsset } from "../src/modules/ai/limits/check";
import { lintAsset } from "../src/modules/ai/lint/brand-lint";
import { timeCalls } from "./support/call-timing";

const calls = Number(process.env.BENCH_CALLS ?? 2_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const root = path.resolve(import.meta.dirname, "..");

const kit = fixtureKit();
const clean = fixtureAsset("google-rsa");
const messy = fixtureAsset("google-rsa");
messy.headlines = messy.headlines.map((h, i) => ({
  ...h,
  text: [`${h.text} — the Best Coffee Ever`, `Cheap ${h.text}`, `${h.text}!! ☕☕`, h.text][i % 4]!,
}));
messy.descriptions = messy.descriptions.map((d) => ({ ...d, text: `${d.text} Guaranteed 50% fresher than supermarket beans, risk-free!` }));

const texts = [...clean.headlines, ...clean.descriptions].map((l) => l.text).concat(clean.path1, clean.path2);
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

const time = (fn: () => unknown) => timeCalls(fn, { calls, rounds, warmup: 200 });

const findings = {
  clean: checkAsset("google-rsa", clean).length + lintAsset("google-rsa", clean, kit).length,
  messy: checkAsset("google-rsa", messy).length + lintAsset("google-rsa", messy, kit).length,
};
const result = {
  date: new Date().toISOString(),
  calls,
  rounds,
  machine: { cores: availableParallelism(), loadAverage: loadavg().map((n) => Math.round(n * 10) / 10) },
  findings,
  clean: {
    checkAsset: time(() => checkAsset("google-rsa", clean)),
    lintAsset: time(() => lintAsset("google-rsa", clean, kit)),
    both: time(() => (checkAsset("google-rsa", clean), lintAsset("google-rsa", clean, kit))),
  },
  withFindings: {
    checkAsset: time(() => checkAsset("google-rsa", messy)),
    lintAsset: time(() => lintAsset("google-rsa", messy, kit)),
    both: time(() => (checkAsset("google-rsa", messy), lintAsset("google-rsa", messy, kit))),
  },
  floor: { segmentTexts: time(() => texts.map((t) => Array.from(segmenter.segment(t)).length)) },
};
const out = JSON.stringify(result, null, 2);
console.log(out);
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(path.join(root, "bench", "results", "ai-checks.json"), out);
