/**
 * Property tests with a seeded generator (no library): random texts mixing ASCII, GSM extension
 * characters, emoji sequences, flags, CJK, combining marks, URLs and hashtags. Same seed, same texts,
 * so a failure names its seed and reproduces.
 */
import { describe, expect, it } from "vitest";
import { fixtureAsset, fixtureKit } from "../ai.fixture";
import { checkAsset } from "../limits/check";
import { countAdCharacters, countGraphemes, countSms, countXWeighted, graphemes, nfc } from "../limits/measure";
import { lintAsset, lintCopy } from "./brand-lint";
import { fold } from "./fold";

function prng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  "fresh",
  "Best",
  "beans",
  "cheap",
  "Crème",
  "e\u0301",
  "\u0323",
  " ",
  " ",
  " ",
  "  ",
  "-",
  "–",
  "!",
  "!!",
  ".",
  ",",
  "?",
  "€",
  "[",
  "]",
  "{",
  "}",
  "\\",
  "^",
  "~",
  "|",
  "😀",
  "👩‍👩‍👧",
  "🇫🇷",
  "🇩",
  "1️⃣",
  "👍🏽",
  "☕",
  "中文",
  "コーヒー",
  "커피",
  "ＡＢ",
  "https://northwind.com/x",
  "#roast",
  "@north",
  "50%",
  "#1",
  "\r\n",
  "\n",
  "risk-free",
  "İ",
  "ß",
];

function randomText(rand: () => number, max = 40): string {
  let s = "";
  const n = Math.floor(rand() * max);
  for (let i = 0; i < n; i++) s += PIECES[Math.floor(rand() * PIECES.length)];
  return s;
}

const SEEDS = Array.from({ length: 200 }, (_, i) => i + 1);
// Hundreds of texts a test: give the shared CI machine room.
const SLOW = 60_000;
const segmenter = new Intl.Segmenter("en", { granularity: "grapheme" });

describe("counters, on random texts", () => {
  it(
    "agree with one whole-string segmentation, and with each other's bounds",
    () => {
      for (const seed of SEEDS) {
        const rand = prng(seed);
        // Long enough to cross the 256-unit chunks several times.
        const text = randomText(rand, 200);
        const whole = Array.from(segmenter.segment(nfc(text)), (s) => s.segment);
        expect(graphemes(text), `seed ${seed}`).toEqual(whole);
        const g = countGraphemes(text);
        const ad = countAdCharacters(text);
        expect(ad).toBeGreaterThanOrEqual(g);
        expect(ad).toBeLessThanOrEqual(2 * g);
        const sms = countSms(text);
        if (text.length > 0) expect(sms.segments * sms.perSegment, `seed ${seed}`).toBeGreaterThanOrEqual(sms.units);
        expect(countXWeighted(text).weighted).toBeGreaterThanOrEqual(0);
      }
    },
    SLOW,
  );
});

describe("fold and lint, on random texts and kits", () => {
  it(
    "maps every folded position back into the text, in order",
    () => {
      for (const seed of SEEDS) {
        const text = randomText(prng(seed));
        const { text: folded, map } = fold(text);
        expect(map).toHaveLength(folded.length + 1);
        for (let i = 1; i < map.length; i++) expect(map[i]!).toBeGreaterThanOrEqual(map[i - 1]!);
        expect(map[map.length - 1]).toBe(text.length);
      }
    },
    SLOW,
  );

  it(
    "gives findings whose offsets cut out exactly their match, the same on every run",
    () => {
      for (const seed of SEEDS) {
        const rand = prng(seed);
        const kit = fixtureKit({
          wordsToAvoid: [randomText(rand, 3) || "cheap", "cheap"],
          bannedClaims: [randomText(rand, 2) || "risk-free"],
          emoji: (["none", "sparingly", "freely"] as const)[seed % 3]!,
          exclamation: (["none", "one", "free"] as const)[seed % 3]!,
          casing: seed % 2 ? "title" : "sentence",
        });
        const text = randomText(rand, 60);
        const findings = lintCopy(text, kit, { casing: true });
        expect(lintCopy(text, kit, { casing: true })).toEqual(findings);
        for (const f of findings) {
          expect(f.start, `seed ${seed} ${f.rule}`).toBeGreaterThanOrEqual(0);
          expect(f.end!).toBeGreaterThanOrEqual(f.start!);
          expect(f.end!).toBeLessThanOrEqual(text.length);
          expect(text.slice(f.start, f.end), `seed ${seed} ${f.rule}`).toBe(f.match);
        }
      }
    },
    SLOW,
  );

  it(
    "checks random search ads without throwing, flagging a headline exactly when it is over 30",
    () => {
      for (const seed of SEEDS) {
        const rand = prng(seed);
        const asset = fixtureAsset("google-rsa");
        asset.headlines = asset.headlines.map((h) => ({ ...h, text: randomText(rand, 12) }));
        const over = new Set(
          checkAsset("google-rsa", asset)
            .filter((f) => f.rule === "google-rsa.headlines.max-length")
            .map((f) => f.index),
        );
        asset.headlines.forEach((h, i) => expect(over.has(i), `seed ${seed} headline ${i}`).toBe(countAdCharacters(h.text) > 30));
        expect(() => lintAsset("google-rsa", asset, fixtureKit())).not.toThrow();
      }
    },
    SLOW,
  );
});
