import { describe, expect, it } from "vitest";
import { holdsPhrase } from "./facts";
import { generateLines, graphemes } from "./generate-lines";
import { coffeeKit, randomKit } from "./kits.fixture";
import { lineKinds } from "./frameworks";
import { similarity } from "./similarity";

describe("generateLines", () => {
  const kit = coffeeKit();

  it("writes fifteen distinct search-ad headlines within 30 characters, three with the keyword", () => {
    const { lines, shortBy } = generateLines(kit, { kind: "short", count: 15, max: 30, seed: "ws-1/rsa", keywords: ["coffee subscription"] });
    expect(shortBy).toBe(0);
    expect(lines).toHaveLength(15);
    for (const line of lines) expect(graphemes(line.text), line.text).toBeLessThanOrEqual(30);
    expect(new Set(lines.map((l) => l.text.toLowerCase())).size).toBe(15);
    expect(lines.filter((l) => /coffee subscription/i.test(l.text)).length).toBeGreaterThanOrEqual(3);
    for (const [i, a] of lines.entries()) for (const b of lines.slice(i + 1)) expect(similarity(a.text, b.text)).toBeLessThan(0.6);
  });

  it("gives the same lines for the same seed, and others for another", () => {
    const request = { kind: "sentence", count: 4, max: 90, seed: "ws-1/rsa/descriptions" } as const;
    expect(generateLines(kit, request)).toEqual(generateLines(kit, request));
    expect(generateLines(kit, { ...request, seed: "ws-2/rsa/descriptions" }).lines.map((l) => l.text)).not.toEqual(
      generateLines(kit, request).lines.map((l) => l.text),
    );
  });

  it("says which kit facts every line came from, and each fact's text is in the line", () => {
    const { lines } = generateLines(kit, { kind: "sentence", count: 4, max: 90, seed: "s" });
    for (const line of lines) {
      expect(line.facts.length).toBeGreaterThan(0);
      for (const fact of line.facts) expect(line.text.toLowerCase()).toContain(fact.text.toLowerCase().slice(1));
    }
    const refs = lines.flatMap((l) => l.facts.map((f) => f.ref.kind));
    expect(refs).toContain("product");
  });

  it("never uses a fact with a word to avoid or a banned claim", () => {
    const risky = coffeeKit({
      wordsToAvoid: ["door"],
      bannedClaims: ["never run out"],
    });
    const { lines } = generateLines(risky, { kind: "post", count: 5, max: 500, seed: "s" });
    for (const line of lines) {
      expect(holdsPhrase(line.text, "door")).toBe(false);
      expect(holdsPhrase(line.text, "never run out")).toBe(false);
    }
  });

  it("keeps only lines the brand checks accept", () => {
    const { lines } = generateLines(kit, { kind: "short", count: 10, max: 30, seed: "s", accept: (text) => !/order/i.test(text) });
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line.text).not.toMatch(/order/i);
  });

  it("leaves parts out to fit instead of cutting words", () => {
    const { lines } = generateLines(kit, { kind: "sentence", count: 6, max: 45, seed: "s" });
    for (const line of lines) {
      expect(graphemes(line.text)).toBeLessThanOrEqual(45);
      expect(line.text).toMatch(/[.?]$/);
    }
  });

  it("writes Title Case headlines when the kit asks for it", () => {
    const { lines } = generateLines(coffeeKit({ casing: "title" }), { kind: "short", count: 5, max: 30, seed: "s" });
    for (const line of lines) for (const word of line.text.split(" ").slice(0, 1)) expect(word.charAt(0)).toBe(word.charAt(0).toUpperCase());
    expect(lines.some((l) => /\b[A-Z]\w+ [A-Z]/.test(l.text))).toBe(true);
  });

  it("says how many lines a thin kit couldn't fill, rather than repeating itself", () => {
    const thin = coffeeKit({ products: [], proofPoints: [], offers: [], tagline: "" });
    const { lines, shortBy } = generateLines(thin, { kind: "short", count: 15, max: 30, seed: "s" });
    expect(lines.length + shortBy).toBe(15);
    expect(shortBy).toBeGreaterThan(0);
  });

  it("stays within the limit for random kits of every shape, and is deterministic", () => {
    for (let seed = 0; seed < 80; seed++) {
      const random = randomKit(seed);
      for (const kind of lineKinds) {
        const max = { short: 30, sentence: 90, post: 280, sms: 160 }[kind];
        const request = { kind, count: kind === "short" ? 15 : 4, max, seed: `k${seed}`, keywords: seed % 2 ? ["coffee"] : [] };
        const first = generateLines(random, request);
        for (const line of first.lines) {
          expect(graphemes(line.text), line.text).toBeLessThanOrEqual(max);
          expect(line.text).not.toMatch(/\{|\}|undefined|null|\s{3,}|\.\.|\s[.,]/);
          // The brand's own name and its product names are what they are; everything else avoids the words.
          const names = [random.brandName, random.tagline, ...random.products.map((p) => p.name)].filter(Boolean);
          const rest = names.reduce((text, name) => text.toLowerCase().split(name.toLowerCase()).join(" "), line.text.toLowerCase());
          for (const avoid of random.wordsToAvoid) expect(holdsPhrase(rest, avoid), `${avoid} in ${line.text}`).toBe(false);
        }
        expect(generateLines(random, request)).toEqual(first);
      }
    }
  }, 60_000);
});
