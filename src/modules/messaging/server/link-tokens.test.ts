import { describe, expect, it } from "vitest";

process.env.NEXTAUTH_SECRET ??= "unit-secret-unit-secret-unit-secret-0123456789";
const { signLink, verifyLink } = await import("./link-tokens");

describe("message link tokens", () => {
  it("names the outbox row it was signed for", () => {
    expect(verifyLink("open", signLink("open", 123456789))).toBe(123456789);
  });

  it("refuses another purpose, a changed id, a changed destination and garbage", () => {
    const token = signLink("click", 42, "https://shop.example/a");
    expect(verifyLink("click", token, "https://shop.example/a")).toBe(42);
    expect(verifyLink("click", token, "https://evil.example/")).toBeNull();
    expect(verifyLink("unsubscribe", token, "https://shop.example/a")).toBeNull();
    expect(verifyLink("click", `${(43).toString(36)}${token.slice(token.indexOf("."))}`, "https://shop.example/a")).toBeNull();
    for (const bad of ["", "x", "1.short", "-1.aaaaaaaaaaaaaaaa", `${"z".repeat(14)}.aaaaaaaaaaaaaaaa`]) expect(verifyLink("open", bad)).toBeNull();
  });
});
