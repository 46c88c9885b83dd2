import { describe, expect, it } from "vitest";
import { checkSameOriginJson } from "./same-origin";

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
