#!/usr/bin/env node
/**
 * `npm test`: typecheck, lint, format (Prettier), unit, integration on PGlite, integration on a throwaway PostgreSQL,
 * the production build and the browser suite on it. Every step runs even when an earlier one fails; the
 * end prints each step's time and count, then "N passed, N failed", and the run fails if any step did.
 *
 * The three static checks each use one core, so they run side by side (their output is printed whole,
 * step by step, as each ends); the test suites use every core themselves and run one after another.
 *
 *   SKIP_PG=1   skip the PostgreSQL run (a machine without PostgreSQL installed)
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { stripVTControlCharacters } from "node:util";

mkdirSync("test-results", { recursive: true });
const npx = "npx";
const vitest = (project, out) => ["vitest", "run", "--project", project, "--reporter=default", "--reporter=json", `--outputFile.json=${out}`];

/** Steps in a group run side by side; groups run one after another. */
const groups = [
  [
    { name: "typecheck", cmd: npx, args: ["tsc", "--noEmit"] },
    { name: "lint", cmd: npx, args: ["eslint", "--max-warnings=0", "."] },
    { name: "format", cmd: npx, args: ["prettier", "--check", "."] },
  ],
  [{ name: "unit", cmd: npx, args: vitest("unit", "test-results/unit.json"), report: "test-results/unit.json", kind: "vitest" }],
  [
    {
      name: "integration (PGlite)",
      cmd: npx,
      args: vitest("integration", "test-results/int-pglite.json"),
      report: "test-results/int-pglite.json",
      kind: "vitest",
    },
  ],
  ...(process.env.SKIP_PG
    ? []
    : [
        [
          {
            name: "integration (PostgreSQL)",
            cmd: "node",
            args: ["scripts/with-postgres.mjs", npx, ...vitest("integration", "test-results/int-postgres.json")],
            report: "test-results/int-postgres.json",
            kind: "vitest",
          },
        ],
      ]),
  // The build the browser suite's server runs (its own step, so its time shows on its own; the
  // server's start then finds it current). Public settings are inlined into a build, and
  // scripts/start.mjs rebuilds when they differ: build with the ones playwright.config.ts starts the
  // server with (e2e/fixtures/stripe.ts), or the browser step silently builds a second time.
  [{ name: "build", cmd: "node", args: ["scripts/start.mjs", "--build-only"], env: { NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: "pk_test_local" } }],
  [{ name: "e2e (Chromium)", cmd: npx, args: ["playwright", "test"], report: "test-results/e2e.json", kind: "playwright" }],
];

function counts(step) {
  if (!step.report || !existsSync(step.report)) return null;
  const json = JSON.parse(readFileSync(step.report, "utf8"));
  if (step.kind === "vitest") return { passed: json.numPassedTests, failed: json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0) };
  return { passed: json.stats.expected + json.stats.flaky, failed: json.stats.unexpected };
}

/** The failed tests of a step's report, a line each (file, name, the error's first line): printed last, so a log's tail names them. */
function failures(step) {
  if (!step.report || !existsSync(step.report)) return [];
  const json = JSON.parse(readFileSync(step.report, "utf8"));
  const firstLine = (text) =>
    stripVTControlCharacters(String(text ?? ""))
      .trim()
      .split("\n")[0]
      .slice(0, 300);
  const lines = [];
  if (step.kind === "vitest") {
    for (const file of json.testResults ?? []) {
      const name = file.name.replace(`${process.cwd()}/`, "");
      const failedTests = (file.assertionResults ?? []).filter((t) => t.status === "failed");
      for (const t of failedTests) lines.push(`${name} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`);
      if (failedTests.length === 0 && file.status === "failed") lines.push(`${name}: ${firstLine(file.message)}`);
    }
    return lines;
  }
  const walk = (suite, file) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? [])
        if (t.status === "unexpected") {
          const error = t.results?.at(-1)?.error?.message;
          lines.push(`${spec.file ?? file}:${spec.line} › ${spec.title}: ${firstLine(error)}`);
        }
    for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
  };
  for (const suite of json.suites ?? []) walk(suite, suite.file);
  return lines;
}

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;

/** Runs a step: its output goes straight through when it runs alone, or is kept and printed whole when it ends. */
function run(step, alone) {
  if (step.report) rmSync(step.report, { force: true });
  if (alone) console.log(`\n━━ ${step.name} ━━`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(step.cmd, step.args, { stdio: alone ? "inherit" : ["ignore", "pipe", "pipe"], env: { ...process.env, ...step.env } });
    const output = [];
    child.stdout?.on("data", (chunk) => output.push(chunk));
    child.stderr?.on("data", (chunk) => output.push(chunk));
    let finished = false;
    const done = (code, error) => {
      if (finished) return;
      finished = true;
      const ms = Date.now() - started;
      if (!alone) {
        console.log(`\n━━ ${step.name} (${seconds(ms)}) ━━`);
        process.stdout.write(Buffer.concat(output));
      }
      if (error) console.log(`${step.name} could not start: ${error.message}`);
      resolve({ ok: code === 0, ms });
    };
    child.on("error", (error) => done(1, error));
    child.on("close", (code) => done(code ?? 1));
  });
}

// Ctrl-C or a CI timeout reaches the steps through the process group; the summary is then not printed.
const started = Date.now();
let passed = 0;
let failed = 0;
const summary = [];
const failedTests = [];
for (const group of groups) {
  if (group.length > 1) console.log(`\n━━ ${group.map((s) => s.name).join(", ")} side by side ━━`);
  const results = await Promise.all(group.map((step) => run(step, group.length === 1)));
  group.forEach((step, i) => {
    const { ok, ms } = results[i];
    const c = counts(step) ?? { passed: ok ? 1 : 0, failed: ok ? 0 : 1 };
    // A runner that failed without reporting a failed test (a crash, a type error) still counts as one.
    if (!ok && c.failed === 0) c.failed = 1;
    passed += c.passed;
    failed += c.failed;
    for (const line of failures(step)) failedTests.push(`${step.name}: ${line}`);
    summary.push(`${ok ? "ok  " : "FAIL"} ${step.name}: ${c.passed} passed, ${c.failed} failed (${seconds(ms)}${group.length > 1 ? ", side by side" : ""})`);
  });
}
const failedSteps = summary.filter((line) => line.startsWith("FAIL"));
if (failedTests.length > 0) console.log(`\nFailed tests:\n${failedTests.map((line) => `  ${line}`).join("\n")}`);
console.log(`\n${summary.join("\n")}\n     all steps: ${seconds(Date.now() - started)}\n`);
if (failedSteps.length > 0) console.log(`Failed steps: ${failedSteps.map((line) => line.slice(5, line.indexOf(":"))).join(", ")}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
