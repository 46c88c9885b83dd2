import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every module's tables (each module owns its `db/` folder), the job-runs table of src/server/jobs and the storage objects of src/server/storage.
  schema: ["./src/modules/*/db/*.table.ts", "./src/server/jobs/job-runs.table.ts", "./src/server/storage/storage-objects.table.ts"],
  out: "./drizzle",
  casing: "snake_case",
});
