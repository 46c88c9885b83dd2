import { describe, expect, it } from "vitest";
import { authErrorMessage, authErrorMessages, clientLogCode, safeCallbackPath, waitInWords } from "./auth-errors";

describe("auth error sentences (spec §8)", () => {
  it("has a human sentence for every auth error code the spec names", () => {
    const codes = [
      "MISSING_NEXTAUTH_API_ROUTE_ERROR",
      "NO_SECRET",
      "CALLBACK_CREDENTIALS_HANDLER_ERROR",
      "EMAIL_REQUIRES_ADAPTER_ERROR",
      "MISSING_ADAPTER_METHODS_ERROR",
      "CALLBACK_CREDENTIALS_JWT_ERROR",
      "INVALID_CALLBACK_URL_ERROR",
      "OAuthCallbackError",
      "AccountNotLinkedError",
      "UnknownError",
      "SessionRequired",
      "CredentialsSignin",
    ];
    for (const code of codes) expect(authErrorMessages[code], code).toMatch(/^[A-Z].+\.$/);
  });

  it("answers an unknown code with the default sentence and no code with nothing", () => {
    expect(authErrorMessage("SomethingNew")).toBe(authErrorMessages.Default);
    expect(authErrorMessage(null)).toBeNull();
  });

  it("says how long to wait when sign-in is throttled", () => {
    expect(authErrorMessage("TooManyRequests:540")).toBe("Too many failed sign-in attempts. For your security, try again in 9 minutes.");
    expect(authErrorMessage("TooManyRequests:1")).toMatch(/try again in 1 second\.$/);
    expect(waitInWords(61)).toBe("2 minutes");
  });

  it("records a failed session fetch as CLIENT_SESSION_ERROR, other fetch errors as they are", () => {
    expect(clientLogCode("CLIENT_FETCH_ERROR", { url: "/api/auth/session" })).toBe("CLIENT_SESSION_ERROR");
    expect(clientLogCode("CLIENT_FETCH_ERROR", { url: "/api/auth/providers" })).toBe("CLIENT_FETCH_ERROR");
  });
});

describe("where to go after sign-in", () => {
  const origin = "https://app.example.com";
  it("keeps a same-site address, as a path", () => {
    expect(safeCallbackPath(`${origin}/marketing-dashboard/home?x=1`, origin)).toBe("/marketing-dashboard/home?x=1");
    expect(safeCallbackPath("/marketing-dashboard/data/crm-lists", origin)).toBe("/marketing-dashboard/data/crm-lists");
  });
  it("sends any other site, or garbage, home", () => {
    expect(safeCallbackPath("https://evil.example/phish", origin)).toBe("/marketing-dashboard/home");
    expect(safeCallbackPath("//evil.example/x", origin)).toBe("/marketing-dashboard/home");
    expect(safeCallbackPath(null, origin)).toBe("/marketing-dashboard/home");
  });
});
