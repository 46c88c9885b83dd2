import { describe, expect, it } from "vitest";
import { signInInput } from "./identity.contracts";

describe("sign-in form contract", () => {
  it("asks for each missing part on its own field", () => {
    const issues = signInInput.safeParse({ email: "  ", password: "" }).error?.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["email", "Enter your email"],
      ["password", "Enter your password"],
    ]);
  });

  it("trims the email and keeps the password exactly as typed", () => {
    expect(signInInput.parse({ email: " robin@example.com ", password: " secret " })).toEqual({ email: "robin@example.com", password: " secret " });
  });
});
