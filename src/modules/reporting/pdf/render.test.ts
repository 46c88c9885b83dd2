import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrowserPool, RenderError } from "./browser-pool";
import { renderPagePdf, renderReportPdf } from "./render";

/**
 * The real Chromium (CHROMIUM_PATH or /usr/bin/chromium) renders pages of a local server on
 * 127.0.0.1 that stands in for the app: a report page shows its data late, then marks itself ready.
 */
const REPORT = "/marketing-dashboard/data/marketing-reporting-tools";
const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

type Handler = (req: IncomingMessage, res: ServerResponse) => void;
async function serve(handler: Handler): Promise<{ server: Server; origin: string }> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}
const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()));

const rows = Array.from({ length: 120 }, (_, i) => `<tr><td>Campaign ${i + 1}</td><td>${(i * 7.5).toFixed(2)}</td></tr>`).join("");
const reportPage = (readyAfterMs: number | null, extra = "") => `<!doctype html><html><head><title>Report</title></head><body>
<header data-report-print-header data-ready="true"><h1>Acme · Cross-channel overview</h1></header>
<main id="report"><p>Loading…</p></main>${extra}
<script>
${
  readyAfterMs === null
    ? ""
    : `setTimeout(() => {
  const main = document.getElementById("report");
  main.innerHTML = '<table><thead><tr><th>Campaign</th><th>Spend</th></tr></thead><tbody>${rows}</tbody></table>';
  main.setAttribute("data-report-ready", "true");
}, ${readyAfterMs});`
}
</script></body></html>`;

/**
 * As React streams a page: the loading skeleton stands in a pending boundary (`<!--$?-->` with its
 * `template id="B:0"`), the finished report (ready marker included) arrives in a hidden segment, and
 * a moment later (React batches its reveals) an inline script swaps it in.
 */
const streamedPage = `<!doctype html><html><head><title>Report</title></head><body>
<header data-report-print-header data-ready="true"><h1>Acme · Cross-channel overview</h1></header>
<!--$?--><template id="B:0"></template><div id="skeleton"><p>Loading…</p></div><!--/$-->
<div hidden id="S:0"><main data-report-ready="true"><table><tbody>${rows}</tbody></table></main></div>
<script>setTimeout(() => {
  const marker = document.getElementById("B:0");
  document.getElementById("skeleton").replaceWith(...document.getElementById("S:0").childNodes);
  marker.remove();
  document.getElementById("S:0").remove();
}, 400);</script></body></html>`;

const pageCount = (pdf: Buffer) => (pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g) ?? []).length;

let app: { server: Server; origin: string };
let elsewhere: { server: Server; origin: string };
let elsewhereHits = 0;
let scriptHits = 0;
const seenCookies: string[] = [];
let held: (() => void)[] = [];
let holdPages = false;

beforeAll(async () => {
  elsewhere = await serve((_req, res) => {
    elsewhereHits++;
    res.end("no");
  });
  app = await serve((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const send = (status: number, html: string) => {
      res.writeHead(status, { "Content-Type": "text/html; charset=utf-8" });
      res.end(html);
    };
    if (url.pathname === REPORT) {
      seenCookies.push(req.headers.cookie ?? "");
      if (url.searchParams.get("never") === "1") return send(200, reportPage(null));
      if (url.searchParams.get("streamed") === "1") return send(200, streamedPage);
      if (url.searchParams.get("signin") === "1") {
        res.writeHead(302, { Location: "/auth/signin" });
        return res.end();
      }
      const extra =
        url.searchParams.get("leak") === "1"
          ? `<img src="${elsewhere.origin}/pixel.png" alt="">`
          : url.searchParams.get("scripts") === "1"
            ? '<script src="/app.js" async></script><script>fetch("/api/data")</script>'
            : "";
      const page = reportPage(50, extra);
      if (holdPages) return held.push(() => send(200, page));
      return send(200, page);
    }
    if (url.pathname === "/auth/signin") return send(200, "<!doctype html><p>Sign in</p>");
    if (url.pathname === "/app.js" || url.pathname === "/api/data") {
      scriptHits++;
      return send(200, "");
    }
    send(404, "<!doctype html><p>Not found</p>");
  });
});
afterAll(async () => {
  await close(app.server);
  await close(elsewhere.server);
});

describe("PDF renderer (real Chromium)", { timeout: 30_000 }, () => {
  const pool = new BrowserPool({ executablePath, maxPages: 2, idleMs: 60_000 });
  afterAll(() => pool.close());
  const render = (search: string, extra: Partial<Parameters<typeof renderPagePdf>[1]> = {}) =>
    renderPagePdf(pool, {
      origin: app.origin,
      path: REPORT,
      search,
      cookies: [
        { name: "next-auth.session-token", value: "session-abc" },
        { name: "amt.workspace", value: "ws-1" },
      ],
      wait: "report",
      footer: "Acme · Cross-channel overview",
      ...extra,
    });

  it("prints a report page once it is ready: a PDF of several pages, opened with the session's cookies", async () => {
    const pdf = await render("range=last7&compare=year");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(pageCount(pdf)).toBeGreaterThan(1);
    expect(seenCookies.at(-1)).toContain("next-auth.session-token=session-abc");
    expect(seenCookies.at(-1)).toContain("amt.workspace=ws-1");
  });

  it("waits for a streamed report to replace its loading skeleton, though its ready marker arrived hidden before", async () => {
    const pdf = await render("streamed=1");
    expect(pageCount(pdf)).toBeGreaterThan(1); // the 120 rows, not the one-line skeleton
  });

  it("passes a __Secure- session cookie too (a server behind HTTPS renders itself over the loopback)", async () => {
    await render("", { cookies: [{ name: "__Secure-next-auth.session-token", value: "secure-xyz" }] });
    expect(seenCookies.at(-1)).toContain("__Secure-next-auth.session-token=secure-xyz");
  });

  it("fails with a sentence when the report never says it is ready", async () => {
    await expect(render("never=1", { timeoutMs: 1500 })).rejects.toThrow(/didn't finish loading within 2 seconds/);
  });

  it("says so when the page sends the renderer to sign in", async () => {
    await expect(render("signin=1")).rejects.toThrow(/asked to sign in/);
  });

  it("lets the page reach only its own origin", async () => {
    elsewhereHits = 0;
    const pdf = await render("leak=1");
    expect(pdf.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(elsewhereHits).toBe(0);
  });

  it("prints a report as the server rendered it: its inline scripts run, its script files and API calls aren't loaded", async () => {
    scriptHits = 0;
    const pdf = await render("scripts=1");
    expect(pageCount(pdf)).toBeGreaterThan(1); // the inline script filled the table and marked it ready
    expect(scriptHits).toBe(0);
  });

  it("says how long each step took", async () => {
    const steps: string[] = [];
    await render("", { onTiming: (step, ms) => steps.push(`${step}:${ms >= 0}`) });
    expect(steps).toEqual(["queue:true", "browser:true", "page:true", "ready:true", "pdf:true"]);
  });

  it("renders at most two pages at a time; the third waits its turn", async () => {
    holdPages = true;
    held = [];
    const renders = [render(""), render(""), render("")];
    expect(pool.stats()).toMatchObject({ active: 2, waiting: 1 });
    while (held.length < 2) await new Promise((r) => setTimeout(r, 20));
    holdPages = false;
    for (const release of held) release();
    const pdfs = await Promise.all(renders);
    expect(pdfs.every((p) => p.subarray(0, 4).toString() === "%PDF")).toBe(true);
    expect(pool.stats()).toMatchObject({ active: 0, waiting: 0 });
  });

  it("closes the browser once idle, and starts it again when needed", async () => {
    const quick = new BrowserPool({ executablePath, idleMs: 10 });
    await renderPagePdf(quick, { origin: app.origin, path: REPORT, search: "", cookies: [], wait: "report" });
    while (quick.stats().running) await new Promise((r) => setTimeout(r, 20));
    const again = await renderPagePdf(quick, { origin: app.origin, path: REPORT, search: "", cookies: [], wait: "report" });
    expect(again.subarray(0, 4).toString()).toBe("%PDF");
    await quick.close();
  });

  it("says clearly when Chromium can't start", async () => {
    const broken = new BrowserPool({ executablePath: "/nonexistent/chromium" });
    await expect(renderPagePdf(broken, { origin: app.origin, path: REPORT, search: "", cookies: [], wait: "report" })).rejects.toThrow(
      /Chromium couldn't start/,
    );
  });
});

describe("what the renderer refuses to open", () => {
  it.each([
    "/marketing-dashboard/home",
    "//evil.example/x",
    "http://evil.example/",
    "/marketing-dashboard/data/marketing-reporting-tools/../../api/x",
    "/marketing-dashboard/ppc-dashboard/google-ads/",
  ])("refuses %s before starting a browser", async (path) => {
    await expect(renderReportPdf({ path, search: "", cookies: [], origin: app.origin })).rejects.toBeInstanceOf(RenderError);
  });
});
