import { describe, expect, it } from "vitest";
import { splitProviders } from "./sign-in-providers";

const credentials = { id: "credentials", name: "Email and password", type: "credentials" };
const email = { id: "email", name: "Email link", type: "email" };
const google = { id: "google", name: "Google", type: "oauth" };

describe("the sign-in page's providers", () => {
  it("gives the email provider its own form, not a generic button, and keeps buttons for OAuth providers", () => {
    expect(splitProviders({ credentials, email, google })).toEqual({ credentials, email, others: [google] });
  });

  it("shows no link form when mail is off (the email provider isn't listed)", () => {
    expect(splitProviders({ credentials })).toEqual({ credentials, email: null, others: [] });
  });
});
