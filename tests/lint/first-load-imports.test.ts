import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * A file bundles everything it imports, and a barrel everything it re-exports (Turbopack keeps our own
 * modules whole: they aren't marked free of side effects). So one import line can put the tRPC client,
 * React Query or zod in every page's first load (bench/report-bundle.ts measures it after a build).
 * These checks follow the static imports (not `import type`, not `import()`) through src, without a build.
 */
const src = path.resolve(import.meta.dirname, "../../src");

function resolve(from: string, spec: string): string | null {
  const base = spec.startsWith("@/") ? path.join(src, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts"), path.join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return null;
}

const parsed = new Map<string, { packages: string[]; files: string[]; client: boolean }>();
/** A file's static value imports and re-exports: bare packages, and files of src. */
function importsOf(file: string) {
  let entry = parsed.get(file);
  if (entry) return entry;
  const text = readFileSync(file, "utf8");
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false);
  entry = { packages: [], files: [], client: /^\s*["']use client["']/.test(text) };
  for (const s of source.statements) {
    let spec: string | null = null;
    if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly) spec = (s.moduleSpecifier as ts.StringLiteral).text;
    if (ts.isExportDeclaration(s) && !s.isTypeOnly && s.moduleSpecifier) spec = (s.moduleSpecifier as ts.StringLiteral).text;
    if (!spec) continue;
    const target = resolve(file, spec);
    if (target) entry.files.push(target);
    else if (!spec.startsWith(".") && !spec.startsWith("@/")) entry.packages.push(spec);
  }
  parsed.set(file, entry);
  return entry;
}

/** The chain of files from `file` to an import of a package matching `pkg`, or null. */
function pathTo(file: string, pkg: RegExp, seen = new Set<string>()): string[] | null {
  if (seen.has(file)) return null;
  seen.add(file);
  const { packages, files } = importsOf(file);
  const hit = packages.find((p) => pkg.test(p));
  if (hit) return [path.relative(src, file), hit];
  for (const next of files) {
    const chain = pathTo(next, pkg, seen);
    if (chain) return [path.relative(src, file), ...chain];
  }
  return null;
}

const modules = ["billing", "connectors", "crm", "guides", "home", "identity", "messaging", "reporting", "shell"];
const clientSurfaces = modules.map((m) => path.join(src, "modules", m, "client.ts")).filter((f) => existsSync(f));

describe("first-load JS: what a static import brings along", () => {
  it("the root layout's client providers (every page, report pages included) bring no tRPC client, React Query or zod", () => {
    expect(importsOf(path.join(src, "app/providers.tsx")).client).toBe(true);
    expect(pathTo(path.join(src, "app/providers.tsx"), /^(@trpc\/client|@tanstack\/react-query|zod)$/)).toBeNull();
  });

  it("no module's client.ts brings zod (a component that imports it would load zod at first load)", () => {
    // Known: messaging's list actions (the composer, rendered by the CRM's lists panel after the first load) validate with their contracts.
    const known = new Set(["messaging"]);
    expect(clientSurfaces.length).toBeGreaterThan(3);
    for (const file of clientSurfaces) {
      if (!known.has(path.basename(path.dirname(file)))) expect(pathTo(file, /^zod(\/|$)/)).toBeNull();
    }
  });

  it("the home page's server route takes no client component it doesn't render from another module's client.ts", () => {
    // A server file that imports a client.ts puts every "use client" file it re-exports in the page's first load.
    const route = path.join(src, "modules/home/views/home-route.tsx");
    const clientBarrels = importsOf(route).files.filter((f) => clientSurfaces.includes(f));
    expect(clientBarrels.map((f) => path.relative(src, f))).toEqual([]);
  });
});
