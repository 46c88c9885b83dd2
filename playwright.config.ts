import { defineConfig } from "@playwright/test";
import { connectorsEnv } from "./e2e/fixtures/connectors";
import { dnsEnv } from "./e2e/fixtures/dns";
import { modelServerAllowHosts } from "./e2e/fixtures/model-server";
import { oauthEnv } from "./e2e/fixtures/oauth";
import { decidedConsentCookie, productAnalyticsEnv } from "./e2e/fixtures/product-analytics";
import { seoSiteAllowHosts } from "./e2e/fixtures/seo-site";
import { stripeEnv } from "./e2e/fixtures/stripe";
import { verifyMxAllowHosts, verifyMxEnv } from "./e2e/fixtures/verify-mx";

const port = Number(process.env.E2E_PORT ?? 3100);
// Addresses typed in the app reach only public hosts; EGRESS_ALLOW_HOSTS lets the server reach the
// run's local stand-ins (the SEO test site, the verification MX, the model server). The send-controls spec's SMTP
// server at 127.0.0.1:9 stays refused: that send waits to retry, which is what the spec watches.
export const baseURL = `http://localhost:${port}`;

/** Drives the built app in Debian's Chromium (never a downloaded browser). */
export default defineConfig({
  testDir: "e2e/specs",
  globalSetup: "./e2e/fixtures/smtp-setup.ts",
  // Specs are safe to run side by side against the one server (each works in its own new workspace
  // and account, with addresses, domains and DNS hosts of its own; a file's tests run in order), and
  // E2E_WORKERS=2 does so. One worker stays the default: on 2 cores, two workers plus the server made
  // three time-bound specs (toasts' queue, the SEO audit's stop, the invitation's 30 s) miss their
  // deadlines, and saved about 3 minutes.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [["list"], ["json", { outputFile: process.env.E2E_REPORT ?? "test-results/e2e.json" }]],
  outputDir: process.env.E2E_OUTPUT ?? "test-results/e2e",
  use: {
    baseURL,
    // Consent already decided, so the product's cookie banner covers nothing (the consent spec starts without it).
    storageState: { cookies: [decidedConsentCookie()], origins: [] },
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: {
    // A fresh embedded database each run; the demo seed on, as on a first `npm start`.
    command: `rm -rf .data-e2e-${port} && node scripts/start.mjs`,
    url: `${baseURL}/api/ready`,
    timeout: 600_000,
    reuseExistingServer: false,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      DATA_DIR: `.data-e2e-${port}`,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(port + 1000),
      SEED_DEMO: "true",
      LOG_LEVEL: "warn",
      // Mounts /api/monitoring/test-error (e2e/specs/analytics/errors.spec.ts); off in every other run.
      ERROR_REPORTING_TEST_ROUTE: "true",
      HOSTNAME: "127.0.0.1",
      ...oauthEnv(),
      ...productAnalyticsEnv(),
      ...stripeEnv(),
      ...connectorsEnv(),
      ...dnsEnv(),
      ...verifyMxEnv(),
      EGRESS_ALLOW_HOSTS: [...seoSiteAllowHosts(), ...verifyMxAllowHosts(), ...modelServerAllowHosts()].join(","),
    },
  },
});
