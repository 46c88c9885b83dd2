#!/usr/bin/env node
/**
 * Sums a V8 `.cpuprofile` (from `node --cpu-prof`) by self time: the top functions, the top
 * packages (node_modules/<name>, Next's compiled copies under next/dist/compiled/<name>, the app's
 * own chunks, node: internals, GC, idle), and, with `--inclusive <pattern>`, the total time spent
 * under any frame whose function or file matches the pattern.
 *
 * `--last <s>` keeps only the last seconds of the profile (the load, not the start-up before it);
 * `--callers <name>` prints the heaviest stacks that end in a function of that name.
 *
 *   node bench/support/cpuprofile-summary.mjs <file.cpuprofile> [--top 40] [--last 15] [--inclusive jose,superjson] [--callers digest]
 */
/* global console, process -- a Node script */
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--") && !/^\d+$/.test(a));
const opt = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : fallback;
};
const top = Number(opt("top", 40));
const inclusive = (opt("inclusive", "") || "").split(",").filter(Boolean);
const last = Number(opt("last", 0));
const callers = opt("callers", "");
if (!file) {
  console.error("usage: cpuprofile-summary.mjs <file.cpuprofile> [--top N] [--inclusive a,b]");
  process.exit(2);
}

const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const parent = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

// Self time per node: each sample's time delta goes to the node it landed in.
const self = new Map();
const deltas = profile.timeDeltas;
const from = last > 0 ? profile.endTime - last * 1e6 : -Infinity;
let total = 0;
let at = profile.startTime;
for (let i = 0; i < profile.samples.length; i++) {
  at += deltas[i] ?? 0;
  const dt = deltas[i + 1] ?? 0;
  if (at < from) continue;
  total += dt;
  self.set(profile.samples[i], (self.get(profile.samples[i]) ?? 0) + dt);
}

function packageOf(url, name) {
  if (!url) return name.startsWith("(") ? name : "(native)";
  if (url.startsWith("node:")) return "node:" + url.slice(5).split("/")[0];
  const compiled = url.match(/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (compiled) return `next/compiled/${compiled[1]}`;
  const nm = url.match(/.*node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (nm) return nm[1] === "next" ? `next/${url.split("node_modules/next/dist/")[1]?.split("/").slice(0, 2).join("/") ?? ""}` : nm[1];
  if (url.includes("/.next/")) return ".next/" + url.split("/.next/")[1].split("/").slice(0, 2).join("/");
  return url.replace(/^file:\/\//, "");
}

const byFn = new Map();
const byPkg = new Map();
for (const [id, t] of self) {
  const { callFrame } = byId.get(id);
  // Bundled chunks are minified: their file and column say more than the function's name.
  const where = callFrame.url.includes("/.next/") ? callFrame.url.split("/.next/")[1] : packageOf(callFrame.url, callFrame.functionName);
  const key = `${callFrame.functionName || "(anonymous)"}  ${where}:${callFrame.lineNumber + 1}:${callFrame.columnNumber + 1}`;
  byFn.set(key, (byFn.get(key) ?? 0) + t);
  const pkg = packageOf(callFrame.url, callFrame.functionName);
  byPkg.set(pkg, (byPkg.get(pkg) ?? 0) + t);
}

const ms = (us) => (us / 1000).toFixed(1).padStart(9);
const pct = (us) => ((100 * us) / total).toFixed(1).padStart(5) + "%";
const print = (title, map, n) => {
  console.log(`\n${title}`);
  for (const [k, t] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${ms(t)} ms ${pct(t)}  ${k}`);
};

const idle = [...self].filter(([id]) => byId.get(id).callFrame.functionName === "(idle)").reduce((s, [, t]) => s + t, 0);
console.log(`${file}: ${(total / 1e6).toFixed(2)} s sampled, ${(idle / 1e6).toFixed(2)} s idle, ${((total - idle) / 1e6).toFixed(2)} s busy`);
print("Self time by package", byPkg, top);
print("Self time by function", byFn, top);

if (inclusive.length > 0) {
  console.log("\nInclusive time (samples with a matching frame on the stack)");
  const hit = new Map(inclusive.map((p) => [p, 0]));
  for (const [id, t] of self) {
    const seen = new Set();
    for (let cur = id; cur !== undefined; cur = parent.get(cur)) {
      const { functionName, url } = byId.get(cur).callFrame;
      for (const p of inclusive) if (!seen.has(p) && (functionName.includes(p) || url.includes(p))) seen.add(p);
    }
    for (const p of seen) hit.set(p, hit.get(p) + t);
  }
  for (const [p, t] of hit) console.log(`${ms(t)} ms ${pct(t)}  ${p}`);
}

if (callers) {
  console.log(`\nHeaviest stacks ending in ${callers}`);
  const stacks = new Map();
  for (const [id, t] of self) {
    if (byId.get(id).callFrame.functionName !== callers) continue;
    const frames = [];
    for (let cur = id; cur !== undefined && frames.length < 14; cur = parent.get(cur)) {
      const { functionName, url, lineNumber } = byId.get(cur).callFrame;
      const { columnNumber } = byId.get(cur).callFrame;
      frames.push(
        `${functionName || "(anon)"}@${url.includes("/.next/") ? url.split("/.next/")[1] : packageOf(url, functionName)}:${lineNumber + 1}:${columnNumber + 1}`,
      );
    }
    const key = frames.join(" < ");
    stacks.set(key, (stacks.get(key) ?? 0) + t);
  }
  for (const [k, t] of [...stacks].sort((a, b) => b[1] - a[1]).slice(0, 8)) console.log(`${ms(t)} ms  ${k}`);
}

// `--tree <depth>`: the call tree from the root, inclusive time, branches under 1% left out.
const depth = Number(opt("tree", 0));
if (depth > 0) {
  console.log(`\nCall tree (inclusive, ≥ 1%, depth ${depth})`);
  const inc = new Map();
  const sum = (id) => {
    let t = self.get(id) ?? 0;
    for (const c of byId.get(id).children ?? []) t += sum(c);
    inc.set(id, t);
    return t;
  };
  const root = profile.nodes[0].id;
  sum(root);
  const walk = (id, d) => {
    const { functionName, url, lineNumber, columnNumber } = byId.get(id).callFrame;
    const where = url.includes("/.next/") ? url.split("/.next/")[1] : packageOf(url, functionName);
    console.log(`${ms(inc.get(id))} ms ${pct(inc.get(id))} ${"  ".repeat(d)}${functionName || "(anon)"} ${where}:${lineNumber + 1}:${columnNumber + 1}`);
    if (d >= depth) return;
    const kids = (byId.get(id).children ?? []).filter((c) => inc.get(c) >= total / 100).sort((a, b) => inc.get(b) - inc.get(a));
    for (const c of kids) walk(c, d + 1);
  };
  walk(root, 0);
}
