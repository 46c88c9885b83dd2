import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * The modules form layers (LAYERS below: identity at the bottom, home and the shell at the top; the
 * composition root, src/server/compose.ts, and the route files above them all). A module imports
 * only modules below it; what a lower module needs from a higher one (identity mails invitations
 * through messaging) it declares as a port that the composition root fills. So no chain of imports
 * leads from a module back to itself.
 *
 * That also makes a module's load-time use of another's export safe (a top-level `alias(workspaces)`
 * or `sql\`${users.name}\``): the other module has always finished loading first, as nothing it
 * imports leads back. (tests/lint/module-load-order.test.ts checked for such uses while cycles stood.)
 *
 * The graph is built from the product files of src/modules (tests, fixtures and test kits aside:
 * they may reach across to set up data), counting every import, type-only ones too: a type from a
 * module above is a dependency on it all the same.
 */
const ROOT = path.join("src", "modules");

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.fixture\.tsx?$|test-kit\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every module specifier a file names: imports, re-exports and `import("…")`. */
function specifiers(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument) && ts.isStringLiteral(node.argument.literal)) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The module a specifier lands in, or null when it leaves src/modules. */
function moduleOf(file: string, specifier: string): string | null {
  let target: string;
  if (specifier.startsWith("@/")) target = path.join("src", specifier.slice(2));
  else if (specifier.startsWith(".")) target = path.join(path.dirname(file), specifier);
  else return null;
  const relative = path.relative(ROOT, target);
  if (relative.startsWith("..") || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

type Graph = Map<string, Map<string, string>>;

/** module → the modules it imports, each with the first file (and specifier) that does. */
export function moduleGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of sourceFiles(ROOT)) {
    const own = path.relative(ROOT, file).split(path.sep)[0]!;
    const edges = graph.get(own) ?? new Map<string, string>();
    graph.set(own, edges);
    for (const specifier of specifiers(file)) {
      const target = moduleOf(file, specifier);
      if (target && target !== own && !edges.has(target)) edges.set(target, `${file} imports "${specifier}"`);
    }
  }
  return graph;
}

/** One cycle per strongly connected group of modules (Tarjan), each as the chain of imports that closes it. */
export function cyclesOf(graph: Graph): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const connect = (node: string): void => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (stack.includes(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  return groups.map((group) => {
    // The shortest way from the group's first module back to it, through the group.
    const start = [...group].sort()[0]!;
    const from = new Map<string, string>();
    const queue = [start];
    let last: string | undefined;
    while (queue.length > 0 && !last) {
      const node = queue.shift()!;
      for (const next of graph.get(node)?.keys() ?? []) {
        if (!group.includes(next)) continue;
        if (next === start) {
          last = node;
          break;
        }
        if (!from.has(next)) {
          from.set(next, node);
          queue.push(next);
        }
      }
    }
    const chain = [start];
    for (let node = last!; node !== start; node = from.get(node)!) chain.splice(1, 0, node);
    chain.push(start);
    const steps = chain.slice(1).map((to, i) => `  ${chain[i]} → ${to}: ${graph.get(chain[i]!)!.get(to)}`);
    const members = [...group].sort();
    if (members.length === chain.length - 1) return [`${chain.join(" → ")}`, ...steps].join("\n");
    // More modules are caught up in it: every import among them, so each one to turn round is in sight.
    const within = members.flatMap((from) => members.filter((to) => graph.get(from)?.has(to)).map((to) => `  ${from} → ${to}: ${graph.get(from)!.get(to)}`));
    return [`${chain.join(" → ")}`, ...steps, `and in the same tangle (${members.join(", ")}):`, ...within].join("\n");
  });
}

/**
 * The layers, bottom first (src/server/compose.ts repeats them). A module imports only modules of
 * lower layers; modules of one layer don't import each other. A new module takes its place here.
 */
export const LAYERS: readonly (readonly string[])[] = [
  ["identity", "guides"],
  ["billing", "analytics"],
  ["crm", "connectors", "ai"],
  ["messaging"],
  ["reporting"],
  ["assets"],
  ["website"],
  ["home", "shell"],
];

/** Each import that doesn't go down the layers, or names a module no layer holds. */
export function layerViolations(graph: Graph, layers: readonly (readonly string[])[] = LAYERS): string[] {
  const layerOf = new Map(layers.flatMap((names, i) => names.map((name) => [name, i] as const)));
  const out: string[] = [];
  for (const [from, edges] of graph) {
    if (!layerOf.has(from)) out.push(`${from} is in no layer: add it to LAYERS in tests/lint/module-cycles.test.ts`);
    for (const [to, where] of edges) {
      if (layerOf.has(from) && layerOf.has(to) && layerOf.get(to)! >= layerOf.get(from)!) {
        out.push(`${from} (layer ${layerOf.get(from)}) → ${to} (layer ${layerOf.get(to)}): ${where}`);
      }
    }
  }
  return out;
}

describe("the modules' import graph", () => {
  // Parsing every file takes a while on a busy machine: once, for both checks.
  const graph = moduleGraph();

  it("has no cycle", () => {
    expect(graph.size).toBeGreaterThan(5);
    const cycles = cyclesOf(graph);
    expect(cycles, `Module import cycles:\n${cycles.join("\n\n")}`).toEqual([]);
  });

  it("goes only down the layers: what a lower module needs from a higher one is a port that src/server/compose.ts fills", () => {
    const wrong = layerViolations(graph);
    expect(wrong, `Imports against the layers:\n${wrong.join("\n")}`).toEqual([]);
  });

  it("names an import that goes up or across the layers, and a module in no layer", () => {
    const graph: Graph = new Map([
      ["low", new Map([["high", "low.ts imports high"]])],
      ["high", new Map([["low", "high.ts imports low"]])],
      ["peer", new Map([["high", "peer.ts imports high"]])],
      ["stray", new Map()],
    ]);
    expect(layerViolations(graph, [["low"], ["high", "peer"]])).toEqual([
      "low (layer 0) → high (layer 1): low.ts imports high",
      "peer (layer 1) → high (layer 1): peer.ts imports high",
      "stray is in no layer: add it to LAYERS in tests/lint/module-cycles.test.ts",
    ]);
  });

  it("finds a cycle and names the imports that close it", () => {
    const graph: Graph = new Map([
      ["a", new Map([["b", "a.ts imports b"]])],
      ["b", new Map([["c", "b.ts imports c"]])],
      ["c", new Map([["a", "c.ts imports a"]])],
      ["d", new Map([["a", "d.ts imports a"]])],
    ]);
    expect(cyclesOf(graph)).toEqual([["a → b → c → a", "  a → b: a.ts imports b", "  b → c: b.ts imports c", "  c → a: c.ts imports a"].join("\n")]);
    expect(cyclesOf(new Map([["a", new Map([["b", "x"]])]]))).toEqual([]);
  });
});
