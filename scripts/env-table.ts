/**
 * The README's configuration table, generated from src/env.ts: `npm run env:table` rewrites the part
 * of README.md between the env-table markers. A unit test fails when the two disagree.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { platforms, platformSettingSuffixes } from "../src/modules/connectors/client";
import { publicSettings, serverSettings, type Setting } from "../src/env";

export const START = "<!-- env-table:start -->";
export const END = "<!-- env-table:end -->";

/** One of the per-platform settings the table shows once as `<PLATFORM>_…` (not a platform's own extras). */
const isPlatform = (name: string) => platforms.some((p) => Object.keys(platformSettingSuffixes).some((suffix) => name === `${p.envPrefix}_${suffix}`));

export function envTable(): string {
  const rows: string[] = ["| Variable | What it does | Default |", "| --- | --- | --- |"];
  let group = "";
  const all: [string, Setting][] = [...Object.entries(serverSettings), ...Object.entries(publicSettings)];
  for (const [name, s] of all.filter(([n]) => !isPlatform(n))) {
    if (s.group !== group) {
      group = s.group;
      rows.push(`| **${group}** | | |`);
    }
    rows.push(`| \`${name}\` | ${s.doc} | ${!s.fallback ? "unset (off)" : s.fallback.includes(" ") ? s.fallback : `\`${s.fallback}\``} |`);
  }
  rows.push("| **Connectors** (one set per platform) | | |");
  for (const [suffix, doc] of Object.entries(platformSettingSuffixes)) {
    rows.push(`| \`<PLATFORM>_${suffix}\` | ${doc}. Client id + secret turn the platform's OAuth connect on | unset (off) |`);
  }
  rows.push("", `\`<PLATFORM>\` is one of: ${platforms.map((p) => `\`${p.envPrefix}\` (${p.name})`).join(", ")}.`);
  return rows.join("\n");
}

export function readmeWithTable(readme: string): string {
  const start = readme.indexOf(START);
  const end = readme.indexOf(END);
  if (start < 0 || end < 0) throw new Error("README.md lacks the env-table markers");
  return `${readme.slice(0, start + START.length)}\n${envTable()}\n${readme.slice(end)}`;
}

if (process.argv[1]?.endsWith("env-table.ts")) {
  const file = path.resolve(import.meta.dirname, "../README.md");
  writeFileSync(file, readmeWithTable(readFileSync(file, "utf8")));
  console.log("README.md configuration table updated.");
}
