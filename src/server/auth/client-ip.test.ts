import { describe, expect, it } from "vitest";
import { clientIp } from "./client-ip";

describe("client address", () => {
  it("reads the address the server entry wrote in X-Forwarded-For, and never X-Real-IP", () => {
    expect(clientIp(new Headers({ "x-forwarded-for": "203.0.113.7" }))).toBe("203.0.113.7");
    expect(clientIp(new Headers({ "x-real-ip": "198.51.100.2" }))).toBeNull();
    expect(clientIp(new Headers())).toBeNull();
  });
});
