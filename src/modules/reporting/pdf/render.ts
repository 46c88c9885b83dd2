import "server-only";
import { env } from "@/env";
import { isReportPath } from "../report-paths";
import { BrowserPool, RenderError, type OnTiming } from "./browser-pool";

export { RenderError, type OnTiming } from "./browser-pool";

export type PageCookie = { name: string; value: string };

export type RenderRequest = {
  /** A path of REPORT_PATHS (checked again here). */
  path: string;
  /** The view's query string, without "?". */
  search: string;
  /** Sent with every request of the page to its origin: the session (and workspace) cookies. */
  cookies: PageCookie[];
  /** Where the app is reached; default: REPORTS_RENDER_ORIGIN, else http://127.0.0.1:PORT. */
  origin?: string;
  /** Printed at the foot of every page, beside the page number. */
  footer?: string;
  /** How long the page may take to show its data (default 30 s). */
  timeoutMs?: number;
  /** Told how long each step took: queue, browser, page (to the document's end), ready (data, fonts, images), pdf. */
  onTiming?: OnTiming;
};

/** Renders a report page to PDF bytes. Jobs take it as a parameter, so tests can pass their own. */
export type RenderReportPdf = (request: RenderRequest) => Promise<Buffer>;

/** The app as this process reaches it: its own port on the loopback, unless configured. */
export const renderOrigin = (): string => (env.REPORTS_RENDER_ORIGIN ?? `http://127.0.0.1:${env.PORT}`).replace(/\/+$/, "");

const globalForPdf = globalThis as unknown as { __amtPdfPool?: BrowserPool };

/** The process's browser pool (one Chromium kept warm, two pages at a time, closed after 10 minutes idle). */
export function pdfPool(): BrowserPool {
  if (!globalForPdf.__amtPdfPool) {
    const pool = new BrowserPool({ executablePath: env.CHROMIUM_PATH, maxPages: 2, idleMs: 10 * 60_000 });
    process.once("beforeExit", () => void pool.close());
    globalForPdf.__amtPdfPool = pool;
  }
  return globalForPdf.__amtPdfPool;
}

/** A report page as PDF, rendered by the process's Chromium once the page says its data is shown. */
export const renderReportPdf: RenderReportPdf = async (request) => {
  if (!isReportPath(request.path)) throw new RenderError("Only report pages can be exported as PDF.");
  return renderPagePdf(pdfPool(), { ...request, origin: request.origin ?? renderOrigin(), wait: "report" });
};

/**
 * A4 landscape, 10 mm margins (14 mm at the foot, for the page numbers), at 80 %: a dashboard's
 * wide tables fit across, and a chart stays with the figures above it.
 */
const PAGE = { format: "A4", landscape: true, scale: 0.8, margin: { top: "10mm", right: "10mm", bottom: "14mm", left: "10mm" } } as const;
/** The width the page is laid out at when printed: 277 mm at 96 dpi, divided by the scale. */
const PRINT_WIDTH_PX = Math.round(1047 / PAGE.scale);
export const READY_SELECTOR = '[data-report-ready="true"]';
const STILL = "*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important}";

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const footerTemplate = (footer: string) =>
  `<div style="font-family:system-ui,sans-serif;font-size:8px;color:#6b7280;width:100%;padding:0 10mm;display:flex;justify-content:space-between;gap:12px"><span>${escapeHtml(footer)}</span><span>Page <span class="pageNumber"></span> of <span class="totalPages"></span></span></div>`;

/**
 * What a report page needs to print: its server-rendered document, styles, fonts and images. Its
 * scripts (hydration, prefetches of linked pages, API calls) change nothing on paper and cost most of
 * a render's time, so they aren't loaded; the page's inline scripts (streamed sections) still run.
 */
const PRINTED = new Set(["document", "stylesheet", "font", "image"]);

/**
 * Opens `origin + path + ?search` with the given cookies, in print media at the printed width, waits
 * for the page (a report's ready marker, or network idle for any other page), then prints it. Only
 * the origin itself is reachable from the page: any other address it asks for is refused. A report
 * page is printed as the server rendered it (see PRINTED); any other page loads everything.
 */
export async function renderPagePdf(pool: BrowserPool, target: RenderRequest & { origin: string; wait: "report" | "networkidle" }): Promise<Buffer> {
  if (!target.path.startsWith("/") || target.path.startsWith("//")) throw new RenderError("Only report pages can be exported as PDF.");
  const origin = new URL(target.origin).origin;
  const url = new URL(target.path + (target.search ? `?${target.search}` : ""), origin);
  if (url.origin !== origin) throw new RenderError("Only report pages can be exported as PDF.");
  const timeout = target.timeoutMs ?? 30_000;
  const secs = Math.round(timeout / 1000);
  const onTiming = target.onTiming;
  let since = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    onTiming?.(name, now - since);
    since = now;
  };

  return pool.withContext(
    { viewport: { width: PRINT_WIDTH_PX, height: 1400 }, colorScheme: "light", reducedMotion: "reduce", acceptDownloads: false, serviceWorkers: "block" },
    async (context) => {
      // By domain and path, not by URL: Chromium then also sends a __Secure- cookie to http://127.0.0.1.
      const host = new URL(origin).hostname.replace(/^\[|\]$/g, "");
      await context.addCookies(
        target.cookies.map((c) => ({
          name: c.name,
          value: c.value,
          domain: host,
          path: "/",
          httpOnly: true,
          sameSite: "Lax" as const,
          secure: /^__(Secure|Host)-/.test(c.name),
        })),
      );
      const serverRendered = target.wait === "report";
      await context.route("**/*", (route) => {
        const request = route.request();
        const allowed = new URL(request.url()).origin === origin && (!serverRendered || PRINTED.has(request.resourceType()));
        return allowed ? route.continue() : route.abort("blockedbyclient");
      });
      since = performance.now();
      const page = await context.newPage();
      page.on("dialog", (dialog) => void dialog.dismiss().catch(() => undefined));
      await page.emulateMedia({ media: "print" });

      const response = await page.goto(url.toString(), { waitUntil: "domcontentloaded", timeout }).catch((error: Error) => {
        throw new RenderError(
          `The PDF renderer couldn't open the report at ${origin} (${error.message.split("\n")[0]}). An administrator sets REPORTS_RENDER_ORIGIN when the app is reached at another address.`,
        );
      });
      const landed = new URL(page.url());
      if (landed.pathname !== target.path) {
        throw new RenderError(
          landed.pathname.startsWith("/auth")
            ? "The report page asked to sign in again: the session couldn't be passed to the renderer."
            : "The report page moved to another address.",
        );
      }
      if (!response || response.status() >= 400) throw new RenderError(`The report page answered with an error (HTTP ${response?.status() ?? "none"}).`);
      step("page");

      try {
        if (target.wait === "networkidle") await page.waitForLoadState("networkidle", { timeout });
        // One wait for everything (each call is a round trip to the browser): the report's ready
        // marker, the print header (logo, workspace), images and fonts. React streams the page into
        // a hidden segment and reveals it in place of the loading skeleton a moment later (reveals
        // are batched): a marker still inside a hidden segment, or a boundary still waiting
        // (`template[id^="B:"]`), means the skeleton is what would be printed.
        await page.waitForFunction(
          (readySelector) => {
            const header = document.querySelector("[data-report-print-header]");
            const headerReady = !header || header.getAttribute("data-ready") === "true";
            const revealed = document.querySelector('template[id^="B:"]') === null;
            const marker = readySelector === null ? null : document.querySelector(readySelector);
            const dataReady = readySelector === null || (marker !== null && marker.closest("[hidden]") === null);
            return revealed && dataReady && headerReady && document.fonts.status === "loaded" && Array.from(document.images).every((img) => img.complete);
          },
          target.wait === "report" ? READY_SELECTOR : null,
          { timeout, polling: 50 },
        );
      } catch (error) {
        if (error instanceof Error && error.name === "TimeoutError")
          throw new RenderError(`The report didn't finish loading within ${secs} seconds. Try again, or a shorter range.`, "timeout");
        throw error;
      }
      await page.addStyleTag({ content: STILL });
      step("ready");

      const pdf = await page.pdf({
        ...PAGE,
        printBackground: true,
        displayHeaderFooter: Boolean(target.footer),
        headerTemplate: "<span></span>",
        footerTemplate: target.footer ? footerTemplate(target.footer) : "<span></span>",
      });
      step("pdf");
      return Buffer.from(pdf);
    },
    onTiming,
  );
}
