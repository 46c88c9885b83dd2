import { readdirSync } from "node:fs";
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Why a direct outbound connection is refused outside src/server/egress (see STYLE.md, "Outbound connections"). */
const EGRESS_MESSAGE =
  'Outbound connections go through @/server/egress: egressFetch / egressConnect / createSmtpTransport for an address a user gave (URL, provider base URL, SMTP/POP3 host, MX, webhook); fixedHostFetch / fixedHostConnect / reach "operator" for a host the operator configured (Stripe, connector APIs, OAuth issuers, SMTP_HOST).';
const socketModules = [
  ["net", ["default", "connect", "createConnection", "Socket"]],
  ["tls", ["default", "connect", "TLSSocket"]],
  ["http", ["default", "request", "get", "Agent", "globalAgent"]],
  ["https", ["default", "request", "get", "Agent", "globalAgent"]],
];
const egressRestrictedImports = [
  ...socketModules.flatMap(([name, importNames]) =>
    [name, `node:${name}`].map((n) => ({ name: n, importNames, allowTypeImports: true, message: EGRESS_MESSAGE })),
  ),
  ...["http2", "node:http2", "undici", "nodemailer"].map((name) => ({ name, allowTypeImports: true, message: EGRESS_MESSAGE })),
];

/**
 * Module boundaries (STYLE.md): another module is reached only through its `index.ts` (server) or
 * `client.ts` (browser); route files (src/app) may also import its `views/`. The schema is one, so a
 * table file (a module's `db/`, and src/server/db's foreign-key helpers) may reference another
 * module's table file. Generated from the folders of src/modules, so a new module is covered.
 */
const BOUNDARY_MESSAGE =
  "Import another module only through its index.ts (server) or client.ts (browser); route files may also import its views/. Export what you need there by name.";
const moduleNames = readdirSync(new URL("./src/modules", import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const MAX_DEPTH = 8;
/** Regex patterns for a file in module `own` (null: outside any module), `depth` folders below its root. */
function boundaryPatterns(own, depth, { views = false, tables = false } = {}) {
  const others = own ? `(?!${own}/)` : "";
  const allowed = ["index", "client", ...(views ? ["views(?:/.*)?"] : []), ...(tables ? ["db/[^/]+\\.table"] : [])].join("|");
  const patterns = [{ regex: `^@/modules/${others}[^/]+/(?!(?:${allowed})$).+`, message: BOUNDARY_MESSAGE }];
  if (own) {
    // A relative path that leaves the module: exactly depth+1 `../` lands in src/modules, one more in src.
    patterns.push({ regex: `^(?:\\.\\./){${depth + 1}}${others}[^./][^/]*/(?!(?:${allowed})$).+`, message: BOUNDARY_MESSAGE });
    patterns.push({ regex: `^(?:\\.\\./){${depth + 2}}modules/`, message: BOUNDARY_MESSAGE });
  } else {
    patterns.push({ regex: `^(?:\\.\\./)+(?:src/)?modules/[^/]+/(?!(?:${allowed})$).+`, message: BOUNDARY_MESSAGE });
    // A file directly in src/ (env.ts, proxy.ts) reaches a module with `./modules/…`.
    patterns.push({ regex: `^\\./(?:src/)?modules/[^/]+/(?!(?:${allowed})$).+`, message: BOUNDARY_MESSAGE });
  }
  return patterns;
}
/**
 * Data fetching (STYLE.md, "Forms and data"): a module's tRPC calls, cache keys and invalidation live
 * in its `hooks/`; components call those hooks and never reach the tRPC client or the query cache.
 */
const HOOKS_MESSAGE = "Call tRPC and the query cache only in the module's hooks/ (use-<entity>.ts); components use those hooks.";
const hooksRestrictedImports = [
  { name: "@/trpc/client", importNames: ["useTRPC"], message: HOOKS_MESSAGE },
  {
    name: "@tanstack/react-query",
    importNames: ["useQueryClient", "useQuery", "useSuspenseQuery", "useInfiniteQuery", "useSuspenseInfiniteQuery", "useMutation", "useQueries"],
    message: HOOKS_MESSAGE,
  },
];
const ruleFor = (patterns, egress, { hooks = false } = {}) => {
  const paths = [...(egress ? egressRestrictedImports : []), ...(hooks ? hooksRestrictedImports : [])];
  return { "@typescript-eslint/no-restricted-imports": ["error", { ...(paths.length > 0 ? { paths } : {}), patterns }] };
};
/** Tests, test kits, fixtures and local stand-ins may reach into a module (and open sockets). */
const harnessFiles = [
  "src/**/*.test.ts",
  "src/**/*.test.tsx",
  "src/**/fake-*.ts",
  "src/**/fakes/**",
  "src/**/test-site.ts",
  "src/**/*-test-kit.ts",
  "src/**/*.fixture.ts",
];
const egressIgnores = ["src/server/egress/**", ...harnessFiles];
const boundaryBlocks = [
  // Outside the modules: infrastructure, client glue, shared UI and helpers, routes, scripts.
  { files: ["src/**/*.{ts,tsx}"], ignores: egressIgnores, rules: ruleFor(boundaryPatterns(null, 0), true) },
  { files: ["src/server/egress/**/*.{ts,tsx}"], rules: ruleFor(boundaryPatterns(null, 0), false) },
  { files: ["src/app/**/*.{ts,tsx}"], ignores: egressIgnores, rules: ruleFor(boundaryPatterns(null, 0, { views: true }), true) },
  { files: ["src/server/db/**/*.ts"], ignores: egressIgnores, rules: ruleFor(boundaryPatterns(null, 0, { tables: true }), true) },
  { files: ["scripts/**/*.{ts,mjs}"], rules: ruleFor(boundaryPatterns(null, 0), false) },
  // Inside each module, one block per folder depth (a relative path's `../` count says where it lands).
  ...moduleNames.flatMap((own) =>
    Array.from({ length: MAX_DEPTH }, (_, depth) => ({
      files: [`src/modules/${own}/${"*/".repeat(depth)}*.{ts,tsx}`],
      ignores: egressIgnores,
      rules: ruleFor(boundaryPatterns(own, depth), true, { hooks: true }),
    })),
  ),
  // The module's hooks/ are where its tRPC calls live.
  ...moduleNames.map((own) => ({ files: [`src/modules/${own}/hooks/*.{ts,tsx}`], ignores: egressIgnores, rules: ruleFor(boundaryPatterns(own, 1), true) })),
  // Design-system primitives have no data fetching.
  { files: ["src/components/**/*.{ts,tsx}"], ignores: egressIgnores, rules: ruleFor(boundaryPatterns(null, 0), true, { hooks: true }) },
  ...moduleNames.map((own) => ({
    files: [`src/modules/${own}/db/*.ts`],
    ignores: egressIgnores,
    rules: ruleFor(boundaryPatterns(own, 1, { tables: true }), true),
  })),
];

export default tseslint.config(
  {
    ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { files: ["scripts/**/*.mjs", "*.config.*"], languageOptions: { globals: globals.node } },
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-restricted-syntax": ["error", { selector: "ExportAllDeclaration", message: "Name what a module exports; no `export *`." }],
    },
  },
  {
    // Only src/env.ts reads process.env (scripts, tests and Next's hooks are entry points).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/env.ts", "src/instrumentation.ts", "src/**/*.test.ts"],
    rules: {
      "no-restricted-properties": ["error", { object: "process", property: "env", message: "Read settings through src/env.ts." }],
    },
  },
  // Outbound connections (STYLE.md): an address a user gave is reached only through src/server/egress,
  // which checks where it leads. Hosts the operator configured use egress's fixedHostFetch /
  // fixedHostConnect, or an SMTP transport with reach "operator". Tests and local stand-ins (fake
  // servers, the SEO test site) may open sockets; `createServer` is never restricted.
  // One `no-restricted-imports` per file (a later block replaces an earlier one's), so the egress
  // paths and the module boundaries are set together in each block of boundaryBlocks.
  ...boundaryBlocks,
  {
    // The global fetch on the server (browser code under ui/, views/, hooks/, components/, trpc/ and the site script may use it).
    files: ["src/**/*.{ts,tsx}"],
    ignores: [
      "src/server/egress/**",
      "src/**/*.test.ts",
      "src/**/*.test.tsx",
      "src/**/fake-*.ts",
      "src/**/fakes/**",
      "src/**/test-site.ts",
      "src/**/*-test-kit.ts",
      "src/**/ui/**",
      "src/**/views/**",
      "src/**/hooks/**",
      "src/components/**",
      "src/trpc/**",
      "src/app/**/*.tsx",
      "src/modules/website/site-script/**",
    ],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: EGRESS_MESSAGE }],
    },
  },
);
