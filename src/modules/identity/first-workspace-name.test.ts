import { describe, expect, it } from "vitest";
import { firstWorkspaceName } from "./first-workspace-name";

describe("firstWorkspaceName", () => {
  it("names the workspace after the person", () => {
    expect(firstWorkspaceName({ name: " Robin Lee ", email: "robin@example.com" })).toBe("Robin Lee's workspace");
  });

  it("falls back to the email's local part, then to a plain name", () => {
    expect(firstWorkspaceName({ name: null, email: "robin@example.com" })).toBe("robin's workspace");
    expect(firstWorkspaceName({})).toBe("My workspace");
  });
});
