import type { BrandKit } from "../contracts/brand-kit";
import { kitFacts } from "./facts";

/**
 * Display-URL paths for a search ad (Google and Microsoft show them after the domain:
 * example.com/coffee/subscription): words from the keywords and product names, each within the
 * limit, letters, digits and hyphens only; the second only when there is a first.
 */
export function displayPaths(kit: BrandKit, keywords: readonly string[], max: number): { path1: string; path2: string } {
  const facts = kitFacts(kit, keywords);
  const words = [...facts.keywords, ...facts.products.map((p) => p.name)]
    .flatMap((fact) => fact.text.split(/\s+/))
    .map((word) =>
      word
        .normalize("NFKD")
        .replace(/\p{M}/gu, "")
        .toLowerCase()
        .replace(/[^a-z0-9-]/g, ""),
    )
    .filter((word) => word.length >= 3 && word.length <= max);
  const unique = [...new Set(words)];
  return { path1: unique[0] ?? "", path2: unique[0] ? (unique[1] ?? "") : "" };
}
