import "server-only";
import type { Browser, BrowserContext, BrowserContextOptions } from "playwright-core";

export type PoolOptions = {
  executablePath: string;
  /** Pages rendering at once; more wait their turn (default 2). */
  maxPages?: number;
  /** Requests allowed to wait before the pool answers "busy" (default 20). */
  maxWaiting?: number;
  /** The browser closes after this long with nothing to render (default 10 minutes). */
  idleMs?: number;
};

/** Told how long a step of a render took, in milliseconds (the PDF route sends them as Server-Timing). */
export type OnTiming = (step: string, ms: number) => void;

/** A person-readable failure of a render (the page, the browser or a wait). */
export class RenderError extends Error {
  override name = "RenderError";
  constructor(
    message: string,
    readonly kind: "busy" | "browser" | "page" | "timeout" = "page",
  ) {
    super(message);
  }
}

const ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--font-render-hinting=none",
];

/**
 * One Chromium per process, launched on first use and kept warm for the next render (launching it
 * is most of a cold export): each render gets its own context (its own cookies), at most `maxPages`
 * at a time. The browser closes after `idleMs` without work and when the process exits (Playwright
 * kills what it launched on exit; `beforeExit` closes it cleanly).
 */
export class BrowserPool {
  private browser: Promise<Browser> | null = null;
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private idleTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly maxPages: number;
  private readonly maxWaiting: number;
  private readonly idleMs: number;

  constructor(private readonly options: PoolOptions) {
    this.maxPages = options.maxPages ?? 2;
    this.maxWaiting = options.maxWaiting ?? 20;
    this.idleMs = options.idleMs ?? 10 * 60_000;
  }

  /**
   * Runs `work` in a fresh browser context, closed afterwards whatever happens. `onTiming` hears how
   * long the render waited for a page (`queue`) and for the browser and its context (`browser`).
   */
  async withContext<T>(contextOptions: BrowserContextOptions, work: (context: BrowserContext) => Promise<T>, onTiming?: OnTiming): Promise<T> {
    let since = performance.now();
    await this.acquire();
    onTiming?.("queue", performance.now() - since);
    try {
      since = performance.now();
      const browser = await this.launch();
      const context = await browser.newContext(contextOptions);
      onTiming?.("browser", performance.now() - since);
      try {
        return await work(context);
      } finally {
        await context.close().catch(() => undefined);
      }
    } finally {
      this.release();
    }
  }

  /** Whether a browser is running, and how many renders hold or wait for a page (tests, health). */
  stats(): { running: boolean; active: number; waiting: number } {
    return { running: this.browser !== null, active: this.active, waiting: this.waiting.length };
  }

  async close(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    const browser = this.browser;
    this.browser = null;
    if (browser) await browser.then((b) => b.close()).catch(() => undefined);
  }

  private acquire(): Promise<void> {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.active < this.maxPages) {
      this.active++;
      return Promise.resolve();
    }
    if (this.waiting.length >= this.maxWaiting) {
      return Promise.reject(new RenderError("The PDF renderer is busy with other reports. Try again in a minute.", "busy"));
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) return next(); // The slot passes to the next in line.
    this.active--;
    if (this.active === 0 && this.browser) {
      this.idleTimer = setTimeout(() => void this.close(), this.idleMs);
      this.idleTimer.unref?.();
    }
  }

  private launch(): Promise<Browser> {
    if (this.browser) return this.browser;
    const launching = import("playwright-core")
      .then(({ chromium }) => chromium.launch({ executablePath: this.options.executablePath, headless: true, args: ARGS, handleSIGINT: false }))
      .then((browser) => {
        browser.on("disconnected", () => {
          if (this.browser === launching) this.browser = null;
        });
        return browser;
      })
      .catch((error: unknown) => {
        if (this.browser === launching) this.browser = null;
        const reason = error instanceof Error ? error.message.split("\n")[0] : String(error);
        throw new RenderError(`Chromium couldn't start (${this.options.executablePath}): ${reason}`, "browser");
      });
    this.browser = launching;
    return launching;
  }
}
