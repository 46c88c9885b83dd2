import { describe, expect, it } from "vitest";
import { contentDisposition, isInlineSafe } from "./content-types";
import { parseKey, storageKey } from "./keys";
import { ALLOW, sniffUpload } from "./sniff";

const PNG = Buffer.concat([Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex"), Buffer.alloc(32)]);
const PDF = Buffer.from("%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n");
const EXE = Buffer.concat([Buffer.from("4d5a90000300000004000000ffff0000b800000000000000400000000000000000", "hex"), Buffer.alloc(200)]);
const WS = "6f1c2a52-1b0e-4d9a-9a51-2f1c3b4d5e6f";

describe("sniffUpload", () => {
  it("takes the type from the bytes", async () => {
    expect(await sniffUpload(PNG, { allow: ALLOW.images })).toEqual({ contentType: "image/png", extension: "png" });
    expect(await sniffUpload(PDF, { allow: ALLOW.documents })).toMatchObject({ contentType: "application/pdf" });
  });

  it("refuses what the use doesn't allow, whatever the name", async () => {
    await expect(sniffUpload(EXE, { allow: ALLOW.images })).rejects.toThrow("This file is a Windows program, whatever its name says.");
    await expect(sniffUpload(PDF, { allow: ALLOW.images })).rejects.toThrow(
      "This file is a PDF file, whatever its name says. Upload a PNG, JPEG, GIF, WebP or AVIF file.",
    );
  });

  it("refuses SVG and HTML, which bytes can't vouch for, and empty or unknown files", async () => {
    await expect(sniffUpload(Buffer.from('\uFEFF<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'), { allow: ALLOW.images })).rejects.toThrow(
      /SVG images can't be used here, because they can contain script/,
    );
    await expect(sniffUpload(Buffer.from("<!DOCTYPE html><html><script>1</script>"), { allow: ALLOW.documents })).rejects.toThrow(/Web pages \(HTML\)/);
    await expect(sniffUpload(Buffer.from("just some words"), { allow: ALLOW.images })).rejects.toThrow(/couldn't recognise/);
    await expect(sniffUpload(Buffer.alloc(0), { allow: ALLOW.images })).rejects.toThrow(/empty/);
  });
});

describe("storage keys", () => {
  it("are built from workspace, purpose and id, never a file name", () => {
    const key = storageKey({ workspaceId: WS, purpose: "creative", id: "abc_1" });
    expect(key).toBe(`ws/${WS}/creative/abc_1`);
    expect(parseKey(key)).toEqual({ workspaceId: WS, purpose: "creative", id: "abc_1" });
    expect(storageKey({ workspaceId: WS, purpose: "creative" })).toMatch(/^ws\/.+\/creative\/[0-9a-f-]{36}$/);
    expect(() => storageKey({ workspaceId: WS, purpose: "creative", id: "../../etc/passwd" })).toThrow();
    expect(() => storageKey({ workspaceId: "x", purpose: "creative" })).toThrow();
    expect(parseKey(`ws/${WS}/creative/../x`)).toBeNull();
    expect(parseKey(`ws/${WS}/creative/a/b`)).toBeNull();
  });
});

describe("Content-Disposition", () => {
  it("is inline only for safe images, video and PDF", () => {
    for (const t of ["image/png", "image/jpeg", "image/gif", "image/webp", "image/avif", "video/mp4", "video/webm", "application/pdf"])
      expect(isInlineSafe(t)).toBe(true);
    for (const t of ["image/svg+xml", "text/html", "application/zip", "application/octet-stream", null]) expect(isInlineSafe(t)).toBe(false);
    expect(contentDisposition("image/svg+xml", "logo.svg")).toMatch(/^attachment; /);
  });

  it("keeps the name in ASCII and UTF-8, without quotes, slashes or line breaks", () => {
    expect(contentDisposition("application/zip", 'Été "plan"\r\n/../x.zip')).toBe(
      `attachment; filename="_t_ _plan_.._x.zip"; filename*=UTF-8''%C3%89t%C3%A9%20_plan_.._x.zip`,
    );
    expect(contentDisposition("image/png", null)).toBe(`inline; filename="file"; filename*=UTF-8''file`);
  });
});
