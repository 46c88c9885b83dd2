import { describe, expect, it } from "vitest";
import { checkSameOrigin, checkSameOriginJson } from "./same-origin";

const json = { "content-type": "application/json", host: "app.example:3000" };

describe("same-origin JSON check for mutations", () => {
  it("accepts JSON whose Origin names the request's host", () => {
    expect(checkSameOriginJson(new Headers({ ...json, origin: "http://app.example:3000" }))).toEqual({ ok: true });
  });

  it("accepts JSON whose Origin names the host a reverse proxy forwarded", () => {
    const headers = new Headers({ ...json, host: "10.0.0.5:3000", "x-forwarded-host": "app.example, proxy.internal", origin: "https://app.example" });
    expect(checkSameOriginJson(headers)).toEqual({ ok: true });
  });

  it("accepts JSON the browser marks as same-origin even without an Origin header", () => {
    expect(checkSameOriginJson(new Headers({ ...json, "sec-fetch-site": "same-origin" }))).toEqual({ ok: true });
  });

  it("accepts a JSON media type with parameters and any letter case", () => {
    const headers = new Headers({ ...json, "content-type": "Application/JSON; charset=utf-8", origin: "http://APP.example:3000" });
    expect(checkSameOriginJson(headers)).toEqual({ ok: true });
  });

  it("refuses JSON from another site", () => {
    const verdict = checkSameOriginJson(new Headers({ ...json, origin: "https://evil.example", "sec-fetch-site": "cross-site" }));
    expect(verdict).toEqual({ ok: false, message: "Requests that change data must come from this site." });
  });

  it("refuses JSON from the same host name on another port", () => {
    expect(checkSameOriginJson(new Headers({ ...json, origin: "http://app.example:4000" })).ok).toBe(false);
  });

  it("refuses JSON with no Origin and no Sec-Fetch-Site, or an opaque Origin", () => {
    expect(checkSameOriginJson(new Headers(json)).ok).toBe(false);
    expect(checkSameOriginJson(new Headers({ ...json, origin: "null" })).ok).toBe(false);
    expect(checkSameOriginJson(new Headers({ ...json, "sec-fetch-site": "same-site", origin: "https://other.app.example:3000" })).ok).toBe(false);
  });

  it("refuses form posts and text bodies even from this site", () => {
    for (const contentType of ["application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "text/plain", "application/jsonp"]) {
      const verdict = checkSameOriginJson(new Headers({ ...json, "content-type": contentType, origin: "http://app.example:3000" }));
      expect(verdict).toEqual({ ok: false, message: "Requests that change data must be sent as JSON." });
    }
    expect(checkSameOriginJson(new Headers({ host: "app.example:3000", "sec-fetch-site": "same-origin" })).ok).toBe(false);
  });
});

describe("same-origin check for uploads that aren't JSON", () => {
  const upload = { "content-type": "text/csv", host: "app.example:3000" };

  it("accepts a CSV or multipart body whose Origin names the request's (or the forwarded) host, or that the browser marks same-origin", () => {
    expect(checkSameOrigin(new Headers({ ...upload, origin: "http://APP.example:3000" }))).toEqual({ ok: true });
    expect(checkSameOrigin(new Headers({ ...upload, "content-type": "multipart/form-data; boundary=x", origin: "http://app.example:3000" }))).toEqual({
      ok: true,
    });
    expect(checkSameOrigin(new Headers({ ...upload, host: "10.0.0.5:3000", "x-forwarded-host": "app.example", origin: "https://app.example" }))).toEqual({
      ok: true,
    });
    expect(checkSameOrigin(new Headers({ ...upload, "sec-fetch-site": "same-origin" }))).toEqual({ ok: true });
  });

  it("refuses a cross-site upload, another port, a sibling subdomain, an opaque or missing Origin", () => {
    const refused = { ok: false, message: "Requests that change data must come from this site." };
    expect(
      checkSameOrigin(
        new Headers({ ...upload, "content-type": "multipart/form-data; boundary=x", origin: "https://evil.example", "sec-fetch-site": "cross-site" }),
      ),
    ).toEqual(refused);
    expect(checkSameOrigin(new Headers({ ...upload, origin: "http://app.example:4000" }))).toEqual(refused);
    expect(checkSameOrigin(new Headers({ ...upload, "sec-fetch-site": "same-site", origin: "https://other.app.example:3000" }))).toEqual(refused);
    expect(checkSameOrigin(new Headers({ ...upload, origin: "null" }))).toEqual(refused);
    expect(checkSameOrigin(new Headers(upload))).toEqual(refused);
  });
});
