/**
 * `npx tsx --conditions=react-server --tsconfig tsconfig.json bench/creatives-render.ts`: what the
 * creative renderer (issue 27) costs, warm (fonts loaded, satori's layout engine and resvg started by
 * BENCH_WARMUP (3) renders first), in process:
 *
 * - one 1080×1080 PNG: `renderCreative` of the colour-block template (kit colours, wordmark, headline,
 *   subline, button) and of the photo-overlay template with a 2400×1600 JPEG product photo (crop
 *   included), BENCH_RUNS (20) each, p50/p95;
 * - all ten sizes: `renderCreativeSet` of both, BENCH_SET_RUNS (5) each, p50/p95;
 * - the floor, same run: a bare resvg render to PNG (resvg's own encoder) of a trivial SVG (one
 *   filled rectangle) of the same size, and of all ten sizes one after another; and the 1080×1080
 *   drawing alone without encoding (the renderer encodes with sharp instead).
 *
 * Targets: 1080×1080 ≤ 300 ms, all ten ≤ 2 s. Printed as JSON and kept in bench/results/creatives-render.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import sharp from "sharp";
import { creativeSizeIds, creativeSizes } from "../src/modules/assets/contracts/creatives.constants";
import { renderCreative, renderCreativeSet } from "../src/modules/assets/creatives/render";
import type { CreativeInput } from "../src/modules/assets/creatives/types";

const runs = Number(process.env.BENCH_RUNS ?? 20);
const setRuns = Number(process.env.BENCH_SET_RUNS ?? 5);
const warmup = Number(process.env.BENCH_WARMUP ?? 3);
const root = path.resolve(import.meta.dirname, "..");

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
const pct = (xs: number[], p: number) => sorted(xs)[Math.min(xs.length - 1, Math.floor((xs.length * p) / 100))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * Wall time, and CPU time of the whole process (every thread: libvips and resvg work off the main
 * thread too). On a shared, loaded machine the wall time is inflated by waiting for a core; the CPU
 * time is close to what the same call takes on an idle core.
 */
async function time(n: number, fn: () => Promise<unknown> | unknown) {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    await fn();
    wall.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
  }
  return {
    runs: n,
    p50Ms: round1(pct(wall, 50)),
    p95Ms: round1(pct(wall, 95)),
    maxMs: round1(Math.max(...wall)),
    cpuP50Ms: round1(pct(cpu, 50)),
    cpuP95Ms: round1(pct(cpu, 95)),
  };
}

const kit = {
  brandName: "Acme Coffee",
  colours: [
    { name: "Navy", hex: "#0B3D91" },
    { name: "Sun", hex: "#FFC20E" },
    { name: "Cream", hex: "#FFF4E0" },
  ],
  fonts: { heading: "Inter", body: "Inter" },
};
const copy = { headline: "Fresh roasted coffee delivered to your door every week", subline: "Free shipping on your first bag", cta: "Order now" };

/** A photo-like JPEG: smooth gradients and a bright subject off-centre, so the attention crop has work. */
async function productPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#d9c7a7"/><stop offset="1" stop-color="#5b4636"/></linearGradient></defs><rect width="2400" height="1600" fill="url(#g)"/><circle cx="1700" cy="700" r="380" fill="#f4efe6"/><circle cx="1700" cy="700" r="300" fill="#3b2416"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const floorSvg = (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect width="${w}" height="${h}" fill="#0b3d91"/></svg>`;
const bareResvg = (w: number, h: number) => new Resvg(floorSvg(w, h), { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
/** The drawing alone, no PNG encoding (the renderer encodes with sharp, which is faster than resvg's encoder). */
const bareResvgPixels = (w: number, h: number) => new Resvg(floorSvg(w, h), { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().pixels;

const photo = await productPhoto();
const block: CreativeInput = { template: "colour-block", size: "square", kit, copy };
const overlay: CreativeInput = { template: "photo-overlay", size: "square", kit, copy, photo };
const { size: _s1, ...blockSet } = block;
const { size: _s2, ...overlaySet } = overlay;

const coldStart = performance.now();
await renderCreative(block);
const coldMs = round1(performance.now() - coldStart);
for (let i = 0; i < warmup; i++) {
  await renderCreative(block);
  await renderCreative(overlay);
  bareResvg(1080, 1080);
}

/** Median of each step over `n` renders (the renderer's own `timings`). */
async function steps(n: number, input: CreativeInput) {
  const all: Record<string, number[]> = {};
  for (let i = 0; i < n; i++) for (const [k, v] of Object.entries((await renderCreative(input)).timings)) (all[k] ??= []).push(v);
  return Object.fromEntries(Object.entries(all).map(([k, v]) => [k, round1(pct(v, 50))]));
}

const result = {
  machine: { cores: availableParallelism(), loadavg1m: round1(loadavg()[0]!) },
  coldFirstRenderMs: coldMs,
  square1080: {
    colourBlock: await time(runs, () => renderCreative(block)),
    photoOverlay: await time(runs, () => renderCreative(overlay)),
    floorBareResvg: await time(runs, () => bareResvg(1080, 1080)),
    floorBareResvgPixelsOnly: await time(runs, () => bareResvgPixels(1080, 1080)),
    stepsColourBlockP50: await steps(runs, block),
    stepsPhotoOverlayP50: await steps(runs, overlay),
  },
  allTenSizes: {
    colourBlock: await time(setRuns, () => renderCreativeSet(blockSet)),
    photoOverlay: await time(setRuns, () => renderCreativeSet(overlaySet)),
    floorBareResvg: await time(setRuns, () => creativeSizeIds.map((id) => bareResvg(creativeSizes[id].width, creativeSizes[id].height))),
  },
  targets: { square1080Ms: 300, allTenMs: 2000 },
};
const out = JSON.stringify(result, null, 2);
console.log(out);
mkdirSync(path.join(root, "bench", "results"), { recursive: true });
writeFileSync(path.join(root, "bench", "results", "creatives-render.json"), out);
