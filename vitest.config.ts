import { availableParallelism } from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = {
  "@": path.resolve(import.meta.dirname, "src"),
  "~tests": path.resolve(import.meta.dirname, "tests"),
  // `server-only` throws outside React Server Components; tests are server code.
  "server-only": path.resolve(import.meta.dirname, "tests/support/empty.ts"),
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest leaves a core free by default (one worker on a 2-core CI machine). Its own process is
    // mostly idle while the files run, and each PGlite file is single-threaded, so use them all.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["src/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.test.ts"], exclude: ["**/*.int.test.ts"], environment: "node" },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["src/**/*.int.test.ts", "tests/**/*.int.test.ts"],
          environment: "node",
          setupFiles: ["tests/support/setup-env.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
