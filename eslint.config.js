import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Why a direct outbound connection is refused outside src/server/egress (see STYLE.md, "Outbound connections"). */
const EGRESS_MESSAGE =
  "Outbound connections go through @/server/egress: egressFetch / egressConnect / createSmtpTransport for an address a user gave (URL, provider base URL, SMTP/POP3 host, MX, webhook); fixedHostFetch / fixedHostConnect / reach \"operator\" for a host the operator configured (Stripe, connector APIs, OAuth issuers, SMTP_HOST).";
const socketModules = [
  ["net", ["default", "connect", "createConnection", "Socket"]],
  ["tls", ["default", "connect", "TLSSocket"]],
  ["http", ["default", "request", "get", "Agent", "globalAgent"]],
  ["https", ["default", "request", "get", "Agent", "globalAgent"]],
];
const egressRestrictedImports = [
  ...socketModules.flatMap(([name, importNames]) => [name, `node:${name}`].map((n) => ({ name: n, importNames, allowTypeImports: true, message: EGRESS_MESSAGE }))),
  ...["http2", "node:http2", "undici", "nodemailer"].map((name) => ({ name, allowTypeImports: true, message: EGRESS_MESSAGE })),
];

export default tseslint.config(
  { ignores: [".next/**", ".next-*/**", "node_modules/**", ".data/**", ".data-*/**", "drizzle/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
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
  {
    // Outbound connections (STYLE.md): an address a user gave is reached only through src/server/egress,
    // which checks where it leads. Hosts the operator configured use egress's fixedHostFetch /
    // fixedHostConnect, or an SMTP transport with reach "operator". Tests and local stand-ins (fake
    // servers, the SEO test site) may open sockets; `createServer` is never restricted.
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/egress/**", "src/**/*.test.ts", "src/**/*.test.tsx", "src/**/fake-*.ts", "src/**/fakes/**", "src/**/test-site.ts", "src/**/*-test-kit.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": ["error", { paths: egressRestrictedImports }],
    },
  },
  {
    // The global fetch on the server (browser code under ui/, views/, hooks/, components/ and trpc/ may use it).
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["src/server/egress/**", "src/**/*.test.ts", "src/**/*.test.tsx", "src/**/fake-*.ts", "src/**/fakes/**", "src/**/test-site.ts", "src/**/*-test-kit.ts", "src/**/ui/**", "src/**/views/**", "src/**/hooks/**", "src/components/**", "src/trpc/**", "src/app/**/*.tsx"],
    rules: {
      "no-restricted-globals": ["error", { name: "fetch", message: EGRESS_MESSAGE }],
    },
  },
);
