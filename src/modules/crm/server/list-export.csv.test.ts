import { describe, expect, it } from "vitest";
import { contentDisposition } from "./list-export.csv";

describe("a list export's file name", () => {
  it("sanitises the file name in Content-Disposition", () => {
    const day = new Date("2025-03-01T00:00:00Z");
    expect(contentDisposition("VIP leads", day)).toBe(`attachment; filename="VIP-leads-2025-03-01.csv"; filename*=UTF-8''VIP%20leads-2025-03-01.csv`);
    expect(contentDisposition('../"evil"\r\nX-Header: 1', day)).toMatch(/^attachment; filename="evil-X-Header-1-2025-03-01\.csv"; filename\*=UTF-8''[^"\r\n]+$/);
    expect(contentDisposition("Café clients", day)).toContain('filename="Cafe-clients-2025-03-01.csv"');
    expect(contentDisposition("東京", day)).toContain('filename="list-2025-03-01.csv"');
  });
});
