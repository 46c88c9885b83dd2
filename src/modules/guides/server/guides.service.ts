import "server-only";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/env";
import { NotFoundError } from "@/server/errors";
import { parseGuideFile, sortGuides, type Guide } from "../guide-file";

let cached: Promise<Guide[]> | null = null;

/**
 * Reads and parses every `*.md` guide of `src/modules/guides/content`, sorted. A malformed file
 * fails loudly, naming it.
 */
export async function loadGuides(): Promise<Guide[]> {
  // Read at run time from the repository; turbopackIgnore keeps the build from tracing the whole project.
  const dir = path.join(/* turbopackIgnore: true */ process.cwd(), "src/modules/guides/content");
  const names = (await readdir(dir)).filter((name) => name.endsWith(".md")).sort();
  const files = await Promise.all(names.map(async (name) => parseGuideFile(name, await readFile(path.join(dir, name), "utf8"))));
  return sortGuides(files);
}

/** The guides, read once per process in production (they ship with the build) and on each call otherwise. */
function allGuides(): Promise<Guide[]> {
  if (env.NODE_ENV !== "production") return loadGuides();
  cached ??= loadGuides().catch((error: unknown) => {
    cached = null;
    throw error;
  });
  return cached;
}

export async function listGuides(): Promise<Guide[]> {
  return allGuides();
}

export async function getGuide(slug: string): Promise<Guide> {
  const guide = (await allGuides()).find((g) => g.slug === slug);
  if (!guide) throw new NotFoundError("Guide");
  return guide;
}
