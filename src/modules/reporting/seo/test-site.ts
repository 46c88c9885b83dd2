/**
 * A local website with planted SEO problems, for the crawler's tests, the e2e run and the benchmark:
 * a node:http(s) server on 127.0.0.1 serving `pages` ordinary pages (a 10-ary tree of links from
 * the home page) and one page per planted problem, robots.txt with rules that must be obeyed, and
 * a sitemap index with two sitemaps (one gzipped). The host name `localhost` on the same port plays
 * an external site. Every problem can be left out (`omit`) to audit the site "after the fixes".
 * Test support only: never served by the product.
 */
import { createServer as createHttp, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { createServer as createHttps } from "node:https";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { makeTestCert } from "./test-cert";

export const plantedProblems = [
  "missing-title",
  "dup-title",
  "long-title",
  "missing-description",
  "dup-description",
  "long-description",
  "no-h1",
  "two-h1",
  "canonical-elsewhere",
  "canonical-broken",
  "canonical-relative",
  "canonical-multiple",
  "noindex",
  "no-alt",
  "mixed",
  "large",
  "slow",
  "no-structured-data",
  "gone",
  "error",
  "hang-up",
  "redirect-chain",
  "redirect-loop",
  "external-broken",
  "not-in-sitemap",
  "orphan",
] as const;
export type PlantedProblem = (typeof plantedProblems)[number];

export type SeoTestSiteOptions = {
  /** Ordinary pages besides the planted ones (default 30). */
  pages?: number;
  /** Problems left out: their pages are served fixed. */
  omit?: PlantedProblem[];
  /** Serve over HTTPS with a fresh self-signed certificate (needed for mixed content). */
  tls?: boolean;
  port?: number;
  /** How long /slow takes (default 1.7 s, over the 1.5 s threshold). */
  slowMs?: number;
  /** robots.txt: the usual rules, a server error, or one that disallows the whole site. */
  robots?: "rules" | "server-error" | "disallow-all";
  /** Serve the sitemaps (default true). */
  sitemap?: boolean;
  /** Awaited before answering any page but the home page, robots.txt and the sitemaps (the e2e run holds a crawl there to watch it running). */
  gate?: () => Promise<void>;
};

export type SeoTestSite = {
  /** The start URL: http(s)://127.0.0.1:port/ */
  url: string;
  origin: string;
  /** The host:port pairs the crawler must allowlist (the site, and `localhost` as the external site). */
  allowHosts: string[];
  /** The certificate to trust (PEM) when served over HTTPS. */
  ca?: string;
  /** Every request the site received: method, host and path. */
  requests: Array<{ method: string; host: string; path: string }>;
  /** Serves the site with these problems left out from now on (the same address: "after the fixes"). */
  setOmit: (problems: PlantedProblem[]) => void;
  close: () => Promise<void>;
};

type PageSpec = { title?: string | null; description?: string | null; h1s?: number; canonical?: string[]; robots?: string; jsonLd?: boolean; body?: string };

function html(spec: PageSpec, links: string[]): string {
  const head = [
    spec.title === null ? "" : `<title>${spec.title ?? "Page"}</title>`,
    spec.description === null ? "" : `<meta name="description" content="${spec.description ?? "A page of the test site."}">`,
    ...(spec.canonical ?? []).map((c) => `<link rel="canonical" href="${c}">`),
    spec.robots ? `<meta name="robots" content="${spec.robots}">` : "",
    spec.jsonLd === false
      ? ""
      : `<script type="application/ld+json">{"@context":"https://schema.org","@type":"WebPage","name":"${spec.title ?? "Page"}"}</script>`,
  ].join("\n");
  const h1s = Array.from({ length: spec.h1s ?? 1 }, (_, i) => `<h1>Heading ${i + 1}</h1>`).join("");
  const nav = links.map((l) => `<li><a href="${l}">${l}</a></li>`).join("");
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${h1s}<img src="/logo.png" alt="Logo">${spec.body ?? ""}<ul>${nav}</ul></body></html>`;
}

export async function startSeoTestSite(opts: SeoTestSiteOptions = {}): Promise<SeoTestSite> {
  const count = opts.pages ?? 30;
  let omit = new Set(opts.omit ?? []);
  const has = (p: PlantedProblem) => !omit.has(p);
  const tls = opts.tls ? makeTestCert() : null;
  const requests: SeoTestSite["requests"] = [];
  let origin = "";
  let external = "";

  const plantedPaths = () =>
    ({
      "/missing-title": { title: has("missing-title") ? null : "A title at last" },
      "/dup-title-a": { title: has("dup-title") ? "Same title" : "Title A", description: "Duplicate title A." },
      "/dup-title-b": { title: has("dup-title") ? "Same title" : "Title B", description: "Duplicate title B." },
      "/long-title": { title: has("long-title") ? "A title far too long for a search result, going on and on and on" : "Short title" },
      "/missing-description": { title: "No description", description: has("missing-description") ? null : "Now described." },
      "/dup-description-a": { title: "Description A", description: has("dup-description") ? "Same description." : "Description A." },
      "/dup-description-b": { title: "Description B", description: has("dup-description") ? "Same description." : "Description B." },
      "/long-description": {
        title: "Long description",
        description: has("long-description") ? "This description is much too long. ".repeat(6) : "A short one.",
      },
      "/no-h1": { title: "No heading", h1s: has("no-h1") ? 0 : 1 },
      "/two-h1": { title: "Two headings", h1s: has("two-h1") ? 2 : 1 },
      "/canonical-elsewhere": { title: "Canonical elsewhere", canonical: [`${origin}${has("canonical-elsewhere") ? "/page/1" : "/canonical-elsewhere"}`] },
      "/canonical-broken": { title: "Canonical to a dead page", canonical: [`${origin}${has("canonical-broken") ? "/gone" : "/canonical-broken"}`] },
      "/canonical-relative": { title: "Relative canonical", canonical: [has("canonical-relative") ? "canonical-relative" : `${origin}/canonical-relative`] },
      "/canonical-multiple": {
        title: "Two canonicals",
        canonical: has("canonical-multiple") ? [`${origin}/canonical-multiple`, `${origin}/page/2`] : [`${origin}/canonical-multiple`],
      },
      "/noindex": { title: "Hidden from search", robots: has("noindex") ? "noindex, follow" : undefined },
      "/no-alt": { title: "Images without alt", body: has("no-alt") ? `<img src="/chart.png"><img src="/photo.jpg">` : "" },
      "/mixed": {
        title: "Mixed content",
        body: has("mixed") ? `<img src="http://127.0.0.1/insecure.png" alt="Insecure"><script src="http://127.0.0.1/old.js"></script>` : "",
      },
      "/large": { title: "A very large page", body: has("large") ? `<p>${"x".repeat(2.2 * 1024 * 1024)}</p>` : "" },
      "/slow": { title: "A slow page" },
      "/no-structured-data": { title: "Without structured data", jsonLd: !has("no-structured-data") },
      "/not-in-sitemap": { title: "Not in the sitemap" },
      "/orphan": { title: "An orphan page" },
      "/private/allowed-page": { title: "Allowed by a longer Allow rule" },
      "/page/2-target": { title: "Where the redirect chain ends" },
    }) satisfies Record<string, PageSpec>;
  let planted: Record<string, PageSpec> = {};
  const pathsOf = () => Object.keys(planted);
  const plantedLinks = () => [
    ...pathsOf().filter((p) => p !== "/orphan" && p !== "/page/2-target"),
    "/gone",
    "/error",
    "/hang-up",
    "/redirect-chain",
    "/redirect-loop",
    "/private/secret",
  ];
  const generic = (i: number) => `/page/${i}`;
  const externalLinks = () => [`${external}/ext/ok`, ...(has("external-broken") ? [`${external}/ext/gone`] : [])];
  const sitemapPages = ["/", ...Array.from({ length: count }, (_, i) => generic(i + 1))];
  const sitemapExtra = () => [
    ...pathsOf().filter((p) => p !== "/noindex" && (p !== "/not-in-sitemap" || !has("not-in-sitemap")) && (p !== "/orphan" || has("orphan"))),
    "/private/secret",
  ];
  const urlset = (paths: string[]) =>
    `<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${paths.map((p) => `<url><loc>${origin}${p}</loc></url>`).join("")}</urlset>`;

  const send = (res: ServerResponse, status: number, body: string | Buffer, type = "text/html; charset=utf-8", extra: Record<string, string> = {}) => {
    res.writeHead(status, { "content-type": type, "content-length": Buffer.byteLength(body), ...extra });
    res.end(body);
  };
  const redirect = (res: ServerResponse, to: string) => {
    res.writeHead(301, { location: to, "content-length": 0 });
    res.end();
  };

  const handler = async (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? "").toLowerCase();
    const path = new URL(req.url ?? "/", "http://x").pathname;
    requests.push({ method: req.method ?? "GET", host, path });
    if (host.startsWith("localhost:")) return path === "/ext/ok" ? send(res, 200, html({ title: "External" }, [])) : send(res, 404, "Not found", "text/plain");
    if (path === "/robots.txt") {
      if (opts.robots === "server-error") return send(res, 503, "Down for maintenance", "text/plain");
      if (opts.robots === "disallow-all") return send(res, 200, "User-agent: *\nDisallow: /\n", "text/plain");
      return send(
        res,
        200,
        `User-agent: OtherBot\nDisallow: /\n\nUser-agent: *\nDisallow: /private/\nAllow: /private/allowed\n\nSitemap: ${origin}/sitemap_index.xml\n`,
        "text/plain",
      );
    }
    if (opts.sitemap === false && path.includes("sitemap")) return send(res, 404, "Not found", "text/plain");
    if (path === "/sitemap_index.xml")
      return send(
        res,
        200,
        `<?xml version="1.0"?><sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><sitemap><loc>${origin}/sitemap-pages.xml</loc></sitemap><sitemap><loc>${origin}/sitemap-extra.xml.gz</loc></sitemap></sitemapindex>`,
        "application/xml",
      );
    if (path === "/sitemap-pages.xml") return send(res, 200, urlset(sitemapPages), "application/xml");
    if (path === "/sitemap-extra.xml.gz") return send(res, 200, gzipSync(urlset(sitemapExtra())), "application/gzip");
    if (path === "/")
      return send(
        res,
        200,
        html(
          {
            title: "Test site home",
            description: "The home page of the test site.",
            canonical: [`${origin}/`],
            jsonLd: false,
            body: `<div itemscope itemtype="https://schema.org/Organization"></div>`,
          },
          [...plantedLinks(), ...Array.from({ length: Math.min(10, count) }, (_, i) => generic(i + 1)), ...externalLinks()],
        ),
      );
    if (opts.gate) await opts.gate();
    const page = /^\/page\/(\d+)$/.exec(path);
    if (page && Number(page[1]) >= 1 && Number(page[1]) <= count) {
      const i = Number(page[1]);
      const children = Array.from({ length: 10 }, (_, k) => i * 10 + k + 1).filter((c) => c <= count);
      return send(
        res,
        200,
        html({ title: `Page ${i}`, description: `Ordinary page number ${i}.`, canonical: [`${origin}${path}`] }, ["/", ...children.map(generic)]),
      );
    }
    switch (path) {
      case "/gone":
        return has("gone") ? send(res, 404, html({ title: "Not found" }, ["/"])) : send(res, 200, html({ title: "Back again" }, ["/"]));
      case "/error":
        return has("error") ? send(res, 500, "Internal error", "text/plain") : send(res, 200, html({ title: "Working now" }, ["/"]));
      case "/hang-up":
        if (has("hang-up")) return req.socket.destroy();
        return send(res, 200, html({ title: "Answering now" }, ["/"]));
      case "/redirect-chain":
        return redirect(res, has("redirect-chain") ? "/redirect-chain-2" : "/page/2-target");
      case "/redirect-chain-2":
        return redirect(res, "/page/2-target");
      case "/redirect-loop":
        return has("redirect-loop") ? redirect(res, "/redirect-loop-b") : send(res, 200, html({ title: "No loop" }, ["/"]));
      case "/redirect-loop-b":
        return redirect(res, "/redirect-loop");
      case "/private/secret":
        return send(res, 200, html({ title: "Secret: robots.txt disallows this" }, ["/"]));
      case "/slow":
        if (has("slow")) await new Promise((r) => setTimeout(r, opts.slowMs ?? 1_700));
    }
    const spec = planted[path];
    if (!spec) return send(res, 404, html({ title: "Not found" }, ["/"]));
    return send(
      res,
      200,
      html({ description: `The page at ${path}.`, canonical: [], ...spec, title: spec.title === null ? null : (spec.title ?? path) }, ["/"]),
      "text/html; charset=utf-8",
      has("noindex") && path === "/noindex" ? { "x-robots-tag": "noindex" } : {},
    );
  };

  const server: Server = tls ? createHttps({ cert: tls.cert, key: tls.key }, (q, s) => void handler(q, s)) : createHttp((q, s) => void handler(q, s));
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  const scheme = tls ? "https" : "http";
  origin = `${scheme}://127.0.0.1:${port}`;
  external = `${scheme}://localhost:${port}`;
  planted = plantedPaths();
  return {
    url: `${origin}/`,
    origin,
    allowHosts: [`127.0.0.1:${port}`, `localhost:${port}`],
    ca: tls?.cert,
    requests,
    setOmit: (problems) => {
      omit = new Set(problems);
      planted = plantedPaths();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
