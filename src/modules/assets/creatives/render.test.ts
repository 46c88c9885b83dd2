import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { creativeSizeIds, creativeSizes } from "../contracts/creatives.constants";
import { blend, hexToRgb } from "./colour";
import { renderCreative, renderCreativeSet } from "./render";
import { BAND_ALPHA } from "./templates";
import { cropPhoto, decodePhoto } from "./images";
import type { CreativeKit, RenderedCreative } from "./types";

const navyKit: CreativeKit = {
  brandName: "Acme Coffee",
  colours: [
    { name: "Navy", hex: "#0B3D91" },
    { name: "Sun", hex: "#FFC20E" },
    { name: "Cream", hex: "#FFF4E0" },
  ],
  fonts: { heading: "Inter", body: "Inter" },
};
const copy = { headline: "Fresh roasted coffee delivered to your door", subline: "Free shipping on your first bag", cta: "Order now" };

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 3;
    return [data[i]!, data[i + 1]!, data[i + 2]!];
  };
  /** How many pixels are within `tolerance` of a colour on every channel. */
  const count = (hex: string, tolerance = 2) => {
    const [r, g, b] = hexToRgb(hex);
    let n = 0;
    for (let i = 0; i < data.length; i += 3)
      if (Math.abs(data[i]! - r) <= tolerance && Math.abs(data[i + 1]! - g) <= tolerance && Math.abs(data[i + 2]! - b) <= tolerance) n++;
    return n;
  };
  return { at, count, info };
}

const check = (r: RenderedCreative, id: string) => r.checks.find((c) => c.id === id);

/** A photo whose left half is red and right half green, or pure noise (which hardly compresses). */
async function photo(width = 1600, height = 1000, noise = false) {
  const raw = Buffer.alloc(width * height * 3);
  let seed = 7;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      const n = noise ? (seed >> 8) & 0xffffff : 0;
      raw[i] = noise ? n & 255 : x < width / 2 ? 220 : 30;
      raw[i + 1] = noise ? (n >> 8) & 255 : x < width / 2 ? 30 : 200;
      raw[i + 2] = noise ? (n >> 16) & 255 : 40;
    }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe("rendering creatives", () => {
  it("renders every size in the kit's colours: its background at the corner, its text colour in the words", async () => {
    const set = await renderCreativeSet({ template: "colour-block", kit: navyKit, copy });
    expect(set.map((r) => r.size)).toEqual([...creativeSizeIds]);
    for (const r of set) {
      const { width, height } = creativeSizes[r.size];
      const px = await pixels(r.png);
      expect([px.info.width, px.info.height], r.size).toEqual([width, height]);
      expect(px.at(1, 1), r.size).toEqual([0x0b, 0x3d, 0x91]);
      expect(px.at(width - 2, height - 2), r.size).toEqual([0x0b, 0x3d, 0x91]);
      expect(px.count("#ffc20e"), `${r.size}: headline in the kit's Sun`).toBeGreaterThan(20);
      expect(
        r.checks.filter((c) => !c.ok && c.severity === "error"),
        r.size,
      ).toEqual([]);
      expect(r.textShare, r.size).toBeGreaterThan(0.02);
      expect(r.textShare, r.size).toBeLessThan(0.6);
    }
  }, 120_000);

  it("frames a banner in the accent colour and keeps the display banners under Google's 150 KB", async () => {
    const set = await renderCreativeSet({ template: "banner", kit: navyKit, copy, photo: await photo(1200, 900, true) }, [
      "medium-rectangle",
      "leaderboard",
      "skyscraper",
    ]);
    for (const r of set) {
      const px = await pixels(r.png);
      expect(px.at(0, 0), r.size).toEqual([0xff, 0xf4, 0xe0]);
      expect(r.bytes).toBeLessThanOrEqual(150 * 1024);
      expect(check(r, "google-ads.uploaded-display.file-bytes")).toMatchObject({ ok: true, value: r.bytes });
      expect(check(r, "photo.unused")).toBeTruthy();
    }
  }, 60_000);

  it("compresses a busy photo banner until it is under Google's file limit", async () => {
    const [r] = await renderCreativeSet({ template: "photo-overlay", kit: navyKit, copy, photo: await photo(300, 250, true) }, ["medium-rectangle"]);
    expect(r!.png.length).toBeGreaterThan(150 * 1024);
    expect(r!.bytes).toBeLessThanOrEqual(150 * 1024);
    expect(r!.file.data.equals(r!.png)).toBe(false);
    expect((await sharp(r!.file.data).metadata()).width).toBe(300);
    expect(check(r!, "google-ads.uploaded-display.file-bytes")).toMatchObject({ ok: true, value: r!.bytes });
  }, 30_000);

  it("crops around what draws the eye, at every aspect ratio", async () => {
    // A grey photo with a red ball near its right edge: every crop keeps the ball.
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="2400" height="1600"><rect width="2400" height="1600" fill="#8a8a8a"/><circle cx="2050" cy="1150" r="220" fill="#e01010"/></svg>';
    const decoded = await decodePhoto(await sharp(Buffer.from(svg)).png().toBuffer(), 2400);
    for (const [w, h] of [
      [1080, 1080],
      [1080, 1920],
      [160, 600],
      [728, 90],
      [600, 200],
    ] as const) {
      const crop = await cropPhoto(decoded, w, h);
      expect(crop.data.length).toBe(w * h * 3);
      let red = 0;
      for (let i = 0; i < crop.data.length; i += 3) if (crop.data[i]! > 200 && crop.data[i + 1]! < 60) red++;
      expect(red, `${w}×${h}`).toBeGreaterThan(w * h * 0.02);
    }
  }, 30_000);

  it("crops a photo to the size and lays the words over it or beside it", async () => {
    const image = await photo();
    const overlay = await renderCreative({ template: "photo-overlay", size: "square", kit: navyKit, copy, photo: image });
    const top = (await pixels(overlay.png)).at(5, 5);
    expect(top[0]).toBeGreaterThan(180); // the photo's red half, untouched above the band
    const band = (await pixels(overlay.png)).at(2, 1077); // the kit's colour at 90% over the red half
    hexToRgb(blend("#0b3d91", "#dc1e28", BAND_ALPHA)).forEach((c, i) => expect(Math.abs(band[i]! - c)).toBeLessThanOrEqual(3));
    expect(check(overlay, "contrast.headline")).toMatchObject({ ok: true });

    const split = await renderCreative({ template: "split", size: "landscape", kit: navyKit, copy, photo: { data: image, name: "shoes.png" } });
    const px = await pixels(split.png);
    expect(px.at(1199, 1)).toEqual([0x0b, 0x3d, 0x91]); // the words' half in the kit's colour
    expect(px.at(5, 300)[2]).toBeLessThan(90); // the photo's half
    expect(check(split, "photo.missing")).toBeUndefined();

    const noPhoto = await renderCreative({ template: "split", size: "landscape", kit: navyKit, copy });
    expect(check(noPhoto, "photo.missing")).toMatchObject({ ok: false, severity: "info" });
  }, 60_000);

  it("shrinks and wraps a long headline, and says so when it can't fit a strip", async () => {
    const long = "Roasted this morning, at your door by Friday, and the first bag is on us when you subscribe today";
    const square = await renderCreative({ template: "colour-block", size: "square", kit: navyKit, copy: { ...copy, headline: long } });
    const fit = check(square, "text.headline.fit")!;
    expect(fit.ok).toBe(true);
    expect(fit.message).toMatch(/fits at \d+ px on \d+ lines/);
    expect(check(square, "text.overflow")).toBeUndefined();

    const strip = await renderCreative({ template: "banner", size: "leaderboard", kit: navyKit, copy: { ...copy, headline: `${long} ${long} ${long}` } });
    expect(check(strip, "text.headline.fit")).toMatchObject({ ok: false, severity: "error" });
    expect(check(strip, "text.headline.fit")!.message).toMatch(/Shorten it to about \d+ characters/);
    expect(check(strip, "text.overflow")).toBeUndefined();
  }, 60_000);

  it("flags a kit whose text colour doesn't read on its background and draws with one that does", async () => {
    const pale: CreativeKit = {
      brandName: "Sunny",
      colours: [
        { name: "Lemon", hex: "#FFEB3B" },
        { name: "Text", hex: "#FFFFFF" },
      ],
      fonts: { heading: "Playfair Display", body: "" },
    };
    const r = await renderCreative({ template: "colour-block", size: "square", kit: pale, copy: { headline: "Summer is here" } });
    expect(check(r, "contrast.kit")).toMatchObject({ ok: false, severity: "warning", limit: 4.5 });
    expect(check(r, "contrast.kit")!.value).toBeLessThan(1.5);
    expect(check(r, "contrast.headline")).toMatchObject({ ok: true });
    expect(check(r, "contrast.headline")!.value).toBeGreaterThanOrEqual(4.5);
    const px = await pixels(r.png);
    expect(px.count("#111111")).toBeGreaterThan(500);
    expect(px.count("#ffffff", 0)).toBe(0);
    expect(check(r, "font.heading")!.message).toMatch(/Playfair Display, isn't available for images yet.+Inter/);
    expect(check(r, "font.body")).toBeUndefined();
  }, 30_000);

  it("refuses a PNG named .pdf, a PDF, an SVG with script and a huge image, with a sentence", async () => {
    const png = await photo(40, 40);
    const render = (p: Parameters<typeof renderCreative>[0]["photo"]) => renderCreative({ template: "split", size: "square", kit: navyKit, copy, photo: p });
    await expect(render({ data: png, name: "brochure.pdf" })).rejects.toThrow(/named \.pdf but is a PNG image/);
    await expect(render(Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n"))).rejects.toThrow(/PDF file.+Upload a JPEG, PNG or WebP file/);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>');
    await expect(render(svg)).rejects.toThrow(/SVG images can't be used here/);
    await expect(renderCreative({ template: "colour-block", size: "square", kit: navyKit, copy, logo: { data: svg, name: "logo.svg" } })).rejects.toThrow(
      /SVG/,
    );
    await expect(render(await hugePng(20_000, 20_000))).rejects.toThrow(/20,000 × 20,000 pixels, too large.+50 megapixels/);
    await expect(render(Buffer.concat([png, Buffer.alloc(26 * 1024 * 1024)]))).rejects.toThrow(/This photo is 26\.\d MB\. Use an image under 25\.0 MB/);
  }, 30_000);

  it("draws the same pixels for the same input", async () => {
    const input = { template: "photo-overlay" as const, size: "medium-rectangle" as const, kit: navyKit, copy, photo: await photo(600, 400) };
    const [a, b] = [await renderCreative(input), await renderCreative(input)];
    expect(a.png.equals(b.png)).toBe(true);
    expect(a.file.data.equals(b.file.data)).toBe(true);
  }, 30_000);
});

/** A real PNG whose header claims `width` × `height` (a decompression bomb's shape): refused before it is decoded. */
async function hugePng(width: number, height: number): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  let c = 0xffffffff;
  for (const byte of png.subarray(12, 29)) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  png.writeUInt32BE((c ^ 0xffffffff) >>> 0, 29);
  return png;
}
