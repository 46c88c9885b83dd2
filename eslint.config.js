import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
);
