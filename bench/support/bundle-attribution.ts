/**
 * Which modules make up a route's first-load JavaScript, by package (node_modules) or source
 * folder (src/…): Turbopack's analyzer (`next analyze --output`, a separate analysis build into
 * `<dist>-analyze`) and its JSON Lines export (`next analyze export --route`). A route's first load
 * is the JavaScript outputs of its non-async chunk groups (bootstrap and render-dependent), as in
 * the manifests the main figures read; dynamic imports are left out.
 *
 * Sizes are the analyzer's per-module figures: each module's code gzipped on its own, so their sum
 * is larger than the whole chunks gzipped together (about 1.25× on a report page). Use them to rank
 * the pieces, and the main figures for totals.
 */
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

type Part = { type: "part"; filename: string; source_path: string; size: number; compressed_size: number };
type Group = { type: "group"; kind: string; outputs: string[] };
export type Piece = { piece: string; framework: boolean; gzipKb: number; rawKb: number; modules: number };
export type Attribution = { route: string; partsGzipKb: number; pieces: Piece[] };

const kb = (n: number) => Math.round(n / 102.4) / 10;

/** A module's piece: the package under node_modules (Next by its folder), or its src folder. */
export function pieceOf(sourcePath: string): { piece: string; framework: boolean } {
  const pkg = /^\[project\]\/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(sourcePath);
  if (pkg) {
    const [, name, rest] = pkg as unknown as [string, string, string];
    if (name === "next") return { piece: `next/${rest.split("/").slice(1, 3).join("/")}`, framework: true };
    return { piece: name, framework: name === "react" || name === "react-dom" || name === "scheduler" || name === "@swc/helpers" };
  }
  if (sourcePath.startsWith("[turbopack]")) return { piece: "turbopack runtime", framework: true };
  const src = /^\[project\]\/src\/((?:modules\/[^/]+\/[^/]+)|(?:[^/]+\/[^/]+)|[^/]+)/.exec(sourcePath);
  return { piece: src ? `src/${src[1]}` : sourcePath, framework: false };
}

/** Aggregates one route's export (JSON Lines) into pieces, largest first. */
export function attribute(route: string, jsonl: string): Attribution {
  const parts: Part[] = [];
  const eager = new Set<string>();
  for (const line of jsonl.split("\n")) {
    if (!line.trim()) continue;
    const record = JSON.parse(line) as Part | Group | { type: string };
    if (record.type === "part") parts.push(record as Part);
    else if (record.type === "group" && (record as Group).kind !== "async") for (const o of (record as Group).outputs) eager.add(o);
  }
  const byPiece = new Map<string, Piece>();
  let total = 0;
  for (const p of parts) {
    if (!eager.has(p.filename) || !p.filename.startsWith("[client-fs]") || !p.filename.endsWith(".js")) continue;
    const { piece, framework } = pieceOf(p.source_path);
    const entry = byPiece.get(piece) ?? { piece, framework, gzipKb: 0, rawKb: 0, modules: 0 };
    entry.gzipKb += p.compressed_size;
    entry.rawKb += p.size;
    entry.modules += 1;
    byPiece.set(piece, entry);
    total += p.compressed_size;
  }
  const pieces = [...byPiece.values()].map((p) => ({ ...p, gzipKb: kb(p.gzipKb), rawKb: kb(p.rawKb) })).sort((a, b) => b.gzipKb - a.gzipKb);
  return { route, partsGzipKb: kb(total), pieces };
}

/** Runs the analysis build and exports each route's graph. */
export function analyzeRoutes(root: string, distDir: string, routes: string[], env: NodeJS.ProcessEnv): Attribution[] {
  const next = path.join(root, "node_modules/next/dist/bin/next");
  const analyzeDir = `${distDir}-analyze`;
  const runEnv = { ...env, NEXT_DIST_DIR: analyzeDir };
  const tsconfig = path.join(root, "tsconfig.json");
  const before = readFileSync(tsconfig, "utf8");
  const built = spawnSync(process.execPath, [next, "analyze", "--output", "--experimental-app-only"], {
    cwd: root,
    env: runEnv,
    stdio: ["ignore", 2, "inherit"],
  });
  if (readFileSync(tsconfig, "utf8") !== before) writeFileSync(tsconfig, before);
  if (built.status !== 0) throw new Error(`next analyze failed (${built.status})`);
  return routes.map((route) => {
    const out = spawnSync(process.execPath, [next, "analyze", "export", "--dist-dir", analyzeDir, "--route", route], {
      cwd: root,
      env: runEnv,
      maxBuffer: 1 << 30,
      encoding: "utf8",
    });
    if (out.status !== 0) throw new Error(`next analyze export failed for ${route}: ${out.stderr}`);
    return attribute(route, out.stdout);
  });
}
