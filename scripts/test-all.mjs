#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, format (Prettier), unit, integration on PGlite, integration on a throwaway PostgreSQL,
 * and the browser suite on the built app. Every step runs even when an earlier one fails, and the
 * last line counts the tests: "N passed, N failed".
 *
 *   SKIP_PG=1   skip the PostgreSQL run (a machine without PostgreSQL installed)
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";

mkdirSync("test-results", { recursive: true });
const npx = "npx";
const vitest = (project, out) => ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`];

const steps = [
  { name: "typecheck", cmd: npx, args: ["tsc", "--noEmit"] },
  { name: "lint", cmd: npx, args: ["eslint", "--max-warnings=0", "."] },
  { name: "format", cmd: npx, args: ["prettier", "--check", "."] },
  { name: "unit", cmd: npx, args: vitest("unit", "test-results/unit.json"), report: "test-results/unit.json", kind: "vitest" },
  {
    name: "integration (PGlite)",
    cmd: npx,
    args: vitest("integration", "test-results/int-pglite.json"),
    report: "test-results/int-pglite.json",
    kind: "vitest",
  },
  ...(process.env.SKIP_PG
    ? []
    : [
        {
          name: "integration (PostgreSQL)",
          cmd: "node",
          args: ["scripts/with-postgres.mjs", npx, ...vitest("integration", "test-results/int-postgres.json")],
          report: "test-results/int-postgres.json",
          kind: "vitest",
        },
      ]),
  { name: "e2e (Chromium)", cmd: npx, args: ["playwright", "test"], report: "test-results/e2e.json", kind: "playwright" },
];

function counts(step) {
  if (!step.report || !existsSync(step.report)) return null;
  const json = JSON.parse(readFileSync(step.report, "utf8"));
  if (step.kind === "vitest") return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
}

let passed = 0;
let failed = 0;
const summary = [];
for (const step of steps) {
  if (step.report) rmSync(step.report, { force: true });
  console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  const run = spawnSync(step.cmd, step.args, { stdio: "inherit", env: process.env });
  const ok = run.status === 0;
  const c = counts(step) ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
  // A runner that failed without reporting a failed test (a crash, a type error) still counts as one.
  if (!ok && c.failed === 0) c.failed = 1;
  passed += c.passed;
  failed += c.failed;
  summary.push(`${ok ? "ok  " : "FAIL"} ${step.name}: ${c.passed} passed, ${c.failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`);
}
console.log(`\n${summary.join("\n")}\n`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
