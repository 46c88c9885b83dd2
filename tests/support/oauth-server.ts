import { createHash, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, SignJWT } from "jose";

export type OAuthTestUser = { sub: string; name: string; email: string };

/** One provider the server plays: its client credentials and the person it signs in. */
export type OAuthRealm = { clientId: string; clientSecret: string; user: OAuthTestUser };

type Grant = { realm: string; user: OAuthTestUser; redirectUri: string; nonce?: string; challenge?: string; scope: string };

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { "content-type": "application/json", "cache-control": "no-store" });
  res.end(JSON.stringify(body));
};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** The body of a token request: form-encoded (the standard) or JSON. */
async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const raw = await readBody(req);
  if ((req.headers["content-type"] ?? "").includes("json")) return new URLSearchParams(JSON.parse(raw || "{}") as Record<string, string>);
  return new URLSearchParams(raw);
}

/** client_secret_basic (form-encoded parts, RFC 6749 §2.3.1) or client_secret_post. */
function clientOf(req: IncomingMessage, form: URLSearchParams): { id: string; secret: string } | null {
  const basic = /^Basic (.+)$/i.exec(req.headers.authorization ?? "");
  if (basic) {
    const [id, secret] = Buffer.from(basic[1]!, "base64").toString("utf8").split(":");
    const decode = (v: string | undefined) => decodeURIComponent((v ?? "").replace(/\+/g, " "));
    return { id: decode(id), secret: decode(secret) };
  }
  const id = form.get("client_id");
  const secret = form.get("client_secret");
  return id && secret ? { id, secret } : null;
}

/**
 * A small OAuth 2.0 / OpenID Connect server on 127.0.0.1 for tests. Each realm (the first path
 * segment, e.g. /google) is one provider with its own issuer `http://127.0.0.1:PORT/<realm>`:
 * discovery, JWKS, /authorize (approves the realm's test user at once and redirects back with
 * `code` and `state`), /token (checks the client, the code, the redirect URI and PKCE; answers an
 * access token and an RS256 id token carrying the nonce) and /userinfo. The same endpoints also
 * answer under /<realm>/openid/… with a trailing slash, the way AppSumo names them.
 *
 * `POST /_test/next-user` with `{ realm, user }` makes the realm's next sign-in that person instead.
 */
export async function startOAuthServer(realms: Record<string, OAuthRealm>, listenPort = 0) {
  const { publicKey, privateKey } = await generateKeyPair("RS256");
  const kid = randomBytes(8).toString("hex");
  const jwks = { keys: [{ ...(await exportJWK(publicKey)), kid, alg: "RS256", use: "sig" }] };
  const codes = new Map<string, Grant>();
  const accessTokens = new Map<string, OAuthTestUser>();
  const nextUser = new Map<string, OAuthTestUser>();
  let origin = "";

  const issuerOf = (realm: string) => `${origin}/${realm}`;

  function discovery(realm: string) {
    const issuer = issuerOf(realm);
    return {
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      jwks_uri: `${issuer}/jwks`,
      response_types_supported: ["code"],
      subject_types_supported: ["public"],
      id_token_signing_alg_values_supported: ["RS256"],
      token_endpoint_auth_methods_supported: ["client_secret_basic", "client_secret_post"],
      code_challenge_methods_supported: ["S256"],
      scopes_supported: ["openid", "email", "profile"],
      claims_supported: ["sub", "name", "email", "email_verified", "nonce"],
    };
  }

  function authorize(realm: string, cfg: OAuthRealm, url: URL, res: ServerResponse) {
    const q = url.searchParams;
    const redirectUri = q.get("redirect_uri");
    if (q.get("client_id") !== cfg.clientId || !redirectUri) return json(res, 400, { error: "invalid_request" });
    if (q.get("response_type") !== "code") return json(res, 400, { error: "unsupported_response_type" });
    const challenge = q.get("code_challenge") ?? undefined;
    if (challenge && q.get("code_challenge_method") !== "S256") return json(res, 400, { error: "invalid_request" });
    const user = nextUser.get(realm) ?? cfg.user;
    nextUser.delete(realm);
    const code = randomBytes(16).toString("base64url");
    codes.set(code, { realm, user, redirectUri, nonce: q.get("nonce") ?? undefined, challenge, scope: q.get("scope") ?? "" });
    const back = new URL(redirectUri);
    back.searchParams.set("code", code);
    const state = q.get("state");
    if (state) back.searchParams.set("state", state);
    res.writeHead(302, { location: back.toString() });
    res.end();
  }

  async function token(realm: string, cfg: OAuthRealm, req: IncomingMessage, res: ServerResponse) {
    const form = await formOf(req);
    const client = clientOf(req, form);
    if (!client || client.id !== cfg.clientId || client.secret !== cfg.clientSecret) return json(res, 401, { error: "invalid_client" });
    if (form.get("grant_type") !== "authorization_code") return json(res, 400, { error: "unsupported_grant_type" });
    const code = form.get("code") ?? "";
    const grant = codes.get(code);
    codes.delete(code);
    if (!grant || grant.realm !== realm || grant.redirectUri !== form.get("redirect_uri")) return json(res, 400, { error: "invalid_grant" });
    if (grant.challenge) {
      const verifier = form.get("code_verifier") ?? "";
      if (createHash("sha256").update(verifier).digest("base64url") !== grant.challenge)
        return json(res, 400, { error: "invalid_grant", error_description: "PKCE" });
    }
    const accessToken = randomBytes(24).toString("base64url");
    accessTokens.set(accessToken, grant.user);
    const idToken = await new SignJWT({ name: grant.user.name, email: grant.user.email, email_verified: true, ...(grant.nonce ? { nonce: grant.nonce } : {}) })
      .setProtectedHeader({ alg: "RS256", kid, typ: "JWT" })
      .setIssuer(issuerOf(realm))
      .setSubject(grant.user.sub)
      .setAudience(cfg.clientId)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(privateKey);
    json(res, 200, { access_token: accessToken, token_type: "Bearer", expires_in: 3600, scope: grant.scope, id_token: idToken });
  }

  function userinfo(req: IncomingMessage, res: ServerResponse) {
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? "")?.[1];
    const user = bearer ? accessTokens.get(bearer) : undefined;
    if (!user) return json(res, 401, { error: "invalid_token" });
    json(res, 200, { sub: user.sub, name: user.name, email: user.email, email_verified: true });
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? "/", origin);
    if (url.pathname === "/_test/next-user" && req.method === "POST") {
      const { realm, user } = JSON.parse(await readBody(req)) as { realm: string; user: OAuthTestUser };
      if (!realms[realm]) return json(res, 404, { error: "unknown realm" });
      nextUser.set(realm, user);
      return json(res, 200, { ok: true });
    }
    const [, realm = "", ...rest] = url.pathname.split("/");
    const cfg = realms[realm];
    if (!cfg) return json(res, 404, { error: "not_found" });
    const endpoint = `/${rest.join("/")}`.replace(/\/+$/, "").replace(/^\/openid(?=\/(authorize|token|userinfo)$)/, "");
    if (endpoint === "/.well-known/openid-configuration" && req.method === "GET") return json(res, 200, discovery(realm));
    if (endpoint === "/jwks" && req.method === "GET") return json(res, 200, jwks);
    if (endpoint === "/authorize" && req.method === "GET") return authorize(realm, cfg, url, res);
    if (endpoint === "/token" && req.method === "POST") return token(realm, cfg, req, res);
    if (endpoint === "/userinfo") return userinfo(req, res);
    json(res, 404, { error: "not_found" });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => json(res, 500, { error: "server_error", error_description: String(err) }));
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(listenPort, "127.0.0.1", () => resolve());
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    issuer: issuerOf,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
