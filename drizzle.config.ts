import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // Every module's tables (each module owns its `db/` folder) and the job-runs table of src/server/jobs.
  schema: ["./src/modules/*/db/*.table.ts", "./src/server/jobs/job-runs.table.ts"],
  out: "./drizzle",
  casing: "snake_case",
});
