import { describe, expect, it } from "vitest";
import { base64ByteLength, detectLogoType, formatBytes } from "./logo-type";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (s: string) => new TextEncoder().encode(s);

describe("logo type detection by magic bytes", () => {
  it("knows PNG, JPEG and WebP by their first bytes", () => {
    expect(detectLogoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("image/png");
    expect(detectLogoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe("image/jpeg");
    expect(detectLogoType(new Uint8Array([...ascii("RIFF"), 0x24, 0, 0, 0, ...ascii("WEBPVP8 ")]))).toBe("image/webp");
  });

  it("refuses SVG, text, GIF, other RIFF files and files too short to tell", () => {
    expect(detectLogoType(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(detectLogoType(ascii("just some text named logo.png"))).toBeNull();
    expect(detectLogoType(ascii("GIF89a"))).toBeNull();
    expect(detectLogoType(new Uint8Array([...ascii("RIFF"), 0, 0, 0, 0, ...ascii("WAVE")]))).toBeNull();
    expect(detectLogoType(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(detectLogoType(bytes())).toBeNull();
  });

  it("tells a base64 string's decoded size without decoding it", () => {
    for (const n of [0, 1, 2, 3, 4, 5, 100, 1001]) expect(base64ByteLength(Buffer.alloc(n).toString("base64"))).toBe(n);
  });

  it("writes sizes for people", () => {
    expect(formatBytes(500)).toBe("500 bytes");
    expect(formatBytes(512 * 1024)).toBe("512 KB");
    expect(formatBytes(1.5 * 1024 * 1024)).toBe("1.5 MB");
  });
});
