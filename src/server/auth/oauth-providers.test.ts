import { describe, expect, it } from "vitest";
import { oauthProviders, type OAuthSettings } from "./oauth-providers";

const all: OAuthSettings = {
  AUTH_GOOGLE_ID: "g-id",
  AUTH_GOOGLE_SECRET: "g-secret",
  AUTH_MICROSOFT_ID: "m-id",
  AUTH_MICROSOFT_SECRET: "m-secret",
  AUTH_LINKEDIN_ID: "l-id",
  AUTH_LINKEDIN_SECRET: "l-secret",
  APPSUMO_CLIENT_ID: "a-id",
  APPSUMO_CLIENT_SECRET: "a-secret",
};

const byId = (settings: OAuthSettings) => Object.fromEntries(oauthProviders(settings).map((p) => [p.id, p]));
/** A built-in provider keeps the options it was given apart from its defaults. */
const merged = (p: { options?: object } & object) => ({ ...p, ...p.options }) as Record<string, unknown>;

describe("oauthProviders", () => {
  it("has no provider when nothing is configured, so only the password form shows", () => {
    expect(oauthProviders({})).toEqual([]);
  });

  it("turns a provider on only when both its client id and secret are set", () => {
    expect(oauthProviders({ AUTH_GOOGLE_ID: "g-id" })).toEqual([]);
    expect(oauthProviders({ AUTH_MICROSOFT_SECRET: "m-secret" })).toEqual([]);
    expect(oauthProviders({ AUTH_LINKEDIN_ID: "l-id", APPSUMO_CLIENT_SECRET: "a-secret" })).toEqual([]);
    expect(oauthProviders({ AUTH_GOOGLE_ID: "g-id", AUTH_GOOGLE_SECRET: "g-secret" }).map((p) => p.id)).toEqual(["google"]);
    expect(oauthProviders(all).map((p) => [p.id, merged(p).name])).toEqual([
      ["google", "Google"],
      ["azure-ad", "Microsoft"],
      ["linkedin", "LinkedIn"],
      ["appsumo", "AppSumo"],
    ]);
  });

  it("never links an email that already has an account", () => {
    for (const p of oauthProviders(all)) expect(merged(p).allowDangerousEmailAccountLinking ?? false).toBe(false);
  });

  it("uses the providers' own endpoints by default", () => {
    const p = byId(all);
    expect(p.google!.wellKnown).toBe("https://accounts.google.com/.well-known/openid-configuration");
    expect(p["azure-ad"]!.wellKnown).toBe("https://login.microsoftonline.com/common/v2.0/.well-known/openid-configuration?appid=m-id");
    expect(merged(p.linkedin!).wellKnown).toBe("https://www.linkedin.com/oauth/.well-known/openid-configuration");
    expect(p.appsumo).toMatchObject({
      type: "oauth",
      clientId: "a-id",
      clientSecret: "a-secret",
      authorization: { url: "https://appsumo.com/openid/authorize/" },
      token: { url: "https://appsumo.com/openid/token/" },
      userinfo: { url: "https://appsumo.com/openid/userinfo/" },
    });
  });

  it("uses the Microsoft tenant setting", () => {
    expect(byId({ ...all, AUTH_MICROSOFT_TENANT: "contoso.onmicrosoft.com" })["azure-ad"]!.wellKnown).toContain("/contoso.onmicrosoft.com/v2.0/");
  });

  it("applies the base-URL overrides", () => {
    const p = byId({
      ...all,
      AUTH_GOOGLE_ISSUER: "http://127.0.0.1:5000/google/",
      AUTH_MICROSOFT_ISSUER: "http://127.0.0.1:5000/microsoft",
      AUTH_LINKEDIN_ISSUER: "http://127.0.0.1:5000/linkedin",
      APPSUMO_BASE_URL: "http://127.0.0.1:5000/appsumo",
    });
    expect(merged(p.google!).wellKnown).toBe("http://127.0.0.1:5000/google/.well-known/openid-configuration");
    expect(merged(p["azure-ad"]!).wellKnown).toBe("http://127.0.0.1:5000/microsoft/.well-known/openid-configuration");
    expect(merged(p.linkedin!).wellKnown).toBe("http://127.0.0.1:5000/linkedin/.well-known/openid-configuration");
    expect(p.appsumo).toMatchObject({
      authorization: { url: "http://127.0.0.1:5000/appsumo/openid/authorize/" },
      token: { url: "http://127.0.0.1:5000/appsumo/openid/token/" },
      userinfo: { url: "http://127.0.0.1:5000/appsumo/openid/userinfo/" },
    });
  });

  it("maps the person from the id token's claims, with the email in lower case", async () => {
    const p = byId(all);
    const claims = { sub: "s-1", name: "Robin Lee", email: "Robin@Example.com", picture: "https://img.test/r.png" };
    const tokens = { access_token: "t" };
    for (const id of ["google", "azure-ad", "linkedin"]) {
      const profile = merged(p[id]!).profile as (claims: object, tokens: object) => Promise<Record<string, unknown>>;
      expect(await profile(claims, tokens)).toMatchObject({ id: "s-1", name: "Robin Lee", email: "robin@example.com" });
    }
    const appSumoProfile = p.appsumo!.profile as (profile: object, tokens: object) => Promise<object>;
    expect(await appSumoProfile({ sub: "7", name: "Sam", email: "Sam@Example.com" }, tokens)).toEqual({ id: "7", name: "Sam", email: "sam@example.com" });
  });
});
