import { mkdirSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

// Settings every test process runs with (the env schema requires a secret; logs stay quiet).
process.env.NEXTAUTH_SECRET ??= "test-secret-test-secret-test-secret-0123456789";
process.env.LOG_LEVEL ??= "silent";
process.env.SEED_DEMO ??= "false";
// A folder of its own for each test file's default database and files, never the repository's
// .data (the database `npm start` uses): code that opens the default database (a job queued
// without the file's own handle) can't touch it, and two files at once never share one.
if (!process.env.DATA_DIR) {
  const parent = path.join(tmpdir(), "amt-test-data");
  mkdirSync(parent, { recursive: true });
  process.env.DATA_DIR = mkdtempSync(path.join(parent, "file-"));
}
