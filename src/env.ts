/**
 * The only reader of process.env. Every setting the product knows is declared here once, with the
 * words the README's configuration table is generated from (`npm run env:table`).
 *
 * Start-up fails with "Invalid environment variables" when a value is missing or malformed, and with
 * "Invalid public environment variable name" when a browser-visible setting lacks NEXT_PUBLIC_.
 */
import { z } from "zod";
import { platforms, platformSettingSuffixes } from "./modules/connectors/catalog";

export const PUBLIC_PREFIX = "NEXT_PUBLIC_";

export type Setting<S extends z.ZodType = z.ZodType> = { schema: S; doc: string; fallback?: string; group: string };

const blankIsUnset = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const text = () => z.preprocess(blankIsUnset, z.string().min(1).optional());
const url = () => z.preprocess(blankIsUnset, z.url({ error: "must be a URL such as https://example.com" }).optional());
const port = (fallback: number) => z.preprocess(blankIsUnset, z.coerce.number().int().min(1).max(65535).default(fallback));
const flag = (fallback: boolean) => z.preprocess(blankIsUnset, z.stringbool().default(fallback));

const setting = <S extends z.ZodType>(group: string, doc: string, schema: S, fallback?: string): Setting<S> => ({
  group,
  doc,
  schema,
  fallback,
});

type PlatformKey = `${(typeof platforms)[number]["envPrefix"]}_${keyof typeof platformSettingSuffixes}`;

function platformSettings(): Record<PlatformKey, Setting<z.ZodType<string | undefined>>> {
  const out = {} as Record<PlatformKey, Setting<z.ZodType<string | undefined>>>;
  for (const p of platforms) {
    for (const [suffix, doc] of Object.entries(platformSettingSuffixes)) {
      const schema = suffix.endsWith("_URL") || suffix.endsWith("_URI") ? url() : text();
      out[`${p.envPrefix}_${suffix}` as PlatformKey] = setting(`Connector: ${p.name}`, doc, schema);
    }
  }
  return out;
}

/** Settings only the server sees. */
export const serverSettings = {
  NODE_ENV: setting("Runtime", "development, test or production", z.enum(["development", "test", "production"]).default("development"), "development"),
  PORT: setting("Runtime", "HTTP port of `npm start`", port(3000), "3000"),
  DATA_DIR: setting("Runtime", "Folder of the embedded database and local files", z.string().min(1).default(".data"), ".data"),
  DATABASE_URL: setting("Runtime", "PostgreSQL connection string. Unset: embedded PGlite in DATA_DIR", url()),
  LOG_LEVEL: setting("Runtime", "pino log level", z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"), "info"),
  RUN_WORKER: setting("Runtime", "Run the background worker inside the web process", flag(true), "true"),
  SEED_DEMO: setting("Runtime", "Seed the demo workspace on the first run", flag(true), "true"),
  NEXTAUTH_SECRET: setting("Sign-in", "Secret that signs and encrypts sessions (32+ characters). `npm start` generates and keeps one in DATA_DIR when unset", z.string({ error: "is required" }).min(32, { error: "must be at least 32 characters" })),
  NEXTAUTH_URL: setting("Sign-in", "Public URL of the auth API (site URL + auth base path). `npm start` derives it when unset", url()),
  AUTH_BASE_PATH: setting("Sign-in", "Path of the auth API", z.string().regex(/^\/[a-z0-9/_-]*[a-z0-9_-]$/i, { error: "must be a path such as /api/auth" }).default("/api/auth"), "/api/auth"),
  // Payments (spec §3): five subscription price ids and four add-on price ids.
  STRIPE_SECRET_KEY: setting("Payments", "Stripe secret key; turns payments on", text()),
  STRIPE_WEBHOOK_SECRET: setting("Payments", "Stripe webhook signing secret", text()),
  STRIPE_API_BASE: setting("Payments", "Stripe API base URL (tests point it at a local server)", url()),
  STRIPE_PRICE_LITE: setting("Payments", "Price id of the Basic tier (lite)", text()),
  STRIPE_PRICE_ONE: setting("Payments", "Price id of the Standard tier (one)", text()),
  STRIPE_PRICE_TWO: setting("Payments", "Price id of the Advanced tier (two)", text()),
  STRIPE_PRICE_THREE: setting("Payments", "Price id of the Premium tier (three)", text()),
  STRIPE_PRICE_FOUR: setting("Payments", "Price id of the Enterprise tier (four)", text()),
  STRIPE_PRICE_ADDON_USER: setting("Payments", "Add-on price id: users", text()),
  STRIPE_PRICE_ADDON_SOURCES: setting("Payments", "Add-on price id: sources", text()),
  STRIPE_PRICE_ADDON_EMAILS: setting("Payments", "Add-on price id: emails", text()),
  STRIPE_PRICE_ADDON_CONTACTS: setting("Payments", "Add-on price id: contacts", text()),
  // Mail (spec §3): server settings and template names.
  SMTP_HOST: setting("Mail", "SMTP server host; turns e-mail sending on", text()),
  SMTP_PORT: setting("Mail", "SMTP server port", port(587), "587"),
  SMTP_SECURE: setting("Mail", "Use TLS from the first byte (port 465)", flag(false), "false"),
  SMTP_USER: setting("Mail", "SMTP user name", text()),
  SMTP_PASSWORD: setting("Mail", "SMTP password", text()),
  MAIL_FROM: setting("Mail", "Sender of product mail", z.string().min(3).default("AI Marketing Tools <no-reply@localhost>"), "AI Marketing Tools <no-reply@localhost>"),
  MAIL_TEMPLATE_INVITATION: setting("Mail", "Template name of the invitation mail", z.string().default("invitation"), "invitation"),
  MAIL_TEMPLATE_MAGIC_LINK: setting("Mail", "Template name of the sign-in link mail", z.string().default("magic-link"), "magic-link"),
  MAIL_TEMPLATE_PASSWORD_RESET: setting("Mail", "Template name of the password reset mail", z.string().default("password-reset"), "password-reset"),
  // Storage (spec §3): bucket and container names.
  STORAGE_BUCKET: setting("Storage", "S3 bucket for files. Unset: files are kept in DATA_DIR/files", text()),
  STORAGE_CONTAINER: setting("Storage", "Blob container for files (Azure-style storage)", text()),
  // Other services the configuration implies (spec §1).
  TWILIO_ACCOUNT_SID: setting("SMS", "Twilio account SID; turns SMS on", text()),
  TWILIO_AUTH_TOKEN: setting("SMS", "Twilio auth token", text()),
  TWILIO_FROM_NUMBER: setting("SMS", "Sender number for SMS", text()),
  OPENAI_API_KEY: setting("AI", "API key of the AI text provider. Unset: the built-in offline generator", text()),
  OPENAI_BASE_URL: setting("AI", "Base URL of the AI text provider", url()),
  ZOOM_CLIENT_ID: setting("Video meetings", "Zoom OAuth client id; turns meeting links on", text()),
  ZOOM_CLIENT_SECRET: setting("Video meetings", "Zoom OAuth client secret", text()),
  APPSUMO_CLIENT_ID: setting("Sign-in", "AppSumo (deal marketplace) OAuth client id", text()),
  APPSUMO_CLIENT_SECRET: setting("Sign-in", "AppSumo (deal marketplace) OAuth client secret", text()),
  NEWSLETTER_LIST_ID: setting("Newsletter", "Mailchimp list id of the product newsletter", text()),
  ...platformSettings(),
} satisfies Record<string, Setting>;

/** Settings the browser sees; every name carries the public prefix. */
export const publicSettings = {
  NEXT_PUBLIC_SITE_URL: setting("Public", "Site URL: canonical links and the share image", url(), "http://localhost:3000"),
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: setting("Public", "Payment public key", text()),
  NEXT_PUBLIC_GTM_ID: setting("Public", "Tag-manager id", text()),
  NEXT_PUBLIC_GA_ID: setting("Public", "Web-analytics id", text()),
  NEXT_PUBLIC_METRICS_DASHBOARD_CLIENT_ID: setting("Public", "Metrics-dashboard sign-in client id", text()),
  NEXT_PUBLIC_PIXEL_ID: setting("Public", "Advertising pixel id", text()),
  NEXT_PUBLIC_AGENCY_SITE_URL: setting("Public", "Agency site URL", url()),
  NEXT_PUBLIC_SENTRY_DSN: setting("Public", "Error-reporting DSN", url()),
  NEXT_PUBLIC_POSTHOG_KEY: setting("Public", "Product-analytics key", text()),
  NEXT_PUBLIC_POSTHOG_HOST: setting("Public", "Product-analytics host", url()),
} satisfies Record<string, Setting>;

type Shape<T extends Record<string, Setting>> = { [K in keyof T]: T[K]["schema"] };
type Parsed<T extends Record<string, Setting>> = z.infer<z.ZodObject<Shape<T>>>;

export class EnvError extends Error {}

function shapeOf<T extends Record<string, Setting>>(settings: T): Shape<T> {
  return Object.fromEntries(Object.entries(settings).map(([k, s]) => [k, s.schema])) as Shape<T>;
}

/**
 * Validates the given source against both schemas. Exported for tests; the app uses `env` below.
 * `log` receives the message and the details, the way the spec's start-up errors are logged.
 */
export function createEnv<S extends Record<string, Setting>, C extends Record<string, Setting>>(opts: {
  server: S;
  client: C;
  source: Record<string, string | undefined>;
  isServer: boolean;
  log?: (message: string, details: unknown) => void;
}): Parsed<S> & Parsed<C> {
  const log = opts.log ?? ((message, details) => console.error(message, details));
  const badNames = Object.keys(opts.client).filter((k) => !k.startsWith(PUBLIC_PREFIX));
  if (badNames.length > 0) {
    log("Invalid public environment variable name", badNames);
    throw new EnvError("Invalid public environment variable name");
  }
  const schema = opts.isServer
    ? z.object({ ...shapeOf(opts.server), ...shapeOf(opts.client) })
    : z.object(shapeOf(opts.client));
  const result = schema.safeParse(opts.source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    log("Invalid environment variables", problems);
    throw new EnvError("Invalid environment variables");
  }
  return result.data as Parsed<S> & Parsed<C>;
}

/** Browser-visible values must be named literally so the bundler can inline them. */
const publicSource = {
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
  NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY: process.env.NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY,
  NEXT_PUBLIC_GTM_ID: process.env.NEXT_PUBLIC_GTM_ID,
  NEXT_PUBLIC_GA_ID: process.env.NEXT_PUBLIC_GA_ID,
  NEXT_PUBLIC_METRICS_DASHBOARD_CLIENT_ID: process.env.NEXT_PUBLIC_METRICS_DASHBOARD_CLIENT_ID,
  NEXT_PUBLIC_PIXEL_ID: process.env.NEXT_PUBLIC_PIXEL_ID,
  NEXT_PUBLIC_AGENCY_SITE_URL: process.env.NEXT_PUBLIC_AGENCY_SITE_URL,
  NEXT_PUBLIC_SENTRY_DSN: process.env.NEXT_PUBLIC_SENTRY_DSN,
  NEXT_PUBLIC_POSTHOG_KEY: process.env.NEXT_PUBLIC_POSTHOG_KEY,
  NEXT_PUBLIC_POSTHOG_HOST: process.env.NEXT_PUBLIC_POSTHOG_HOST,
} satisfies Record<keyof typeof publicSettings, string | undefined>;

type Env = Parsed<typeof serverSettings> & Parsed<typeof publicSettings>;

let cached: Env | undefined;

function load(): Env {
  const isServer = typeof window === "undefined";
  cached ??= createEnv({
    server: serverSettings,
    client: publicSettings,
    source: isServer ? { ...process.env, ...publicSource } : publicSource,
    isServer,
  });
  return cached;
}

/** Validated settings, read on first use (so a build never needs runtime secrets). */
export const env: Env = new Proxy({} as Env, {
  get: (_target, key: string) => load()[key as keyof Env],
});

/** Checks the environment now; called at start-up so a bad value stops the process at once. */
export function assertEnv(): void {
  load();
}

/** The site URL setting; unset, the origin of the auth URL `npm start` derives from the port. */
export const siteUrl = (): string =>
  (env.NEXT_PUBLIC_SITE_URL ?? (env.NEXTAUTH_URL ? new URL(env.NEXTAUTH_URL).origin : "http://localhost:3000")).replace(/\/$/, "");
