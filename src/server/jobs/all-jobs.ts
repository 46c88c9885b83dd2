/**
 * Every module's background jobs, registered by loading each module's surface (its index.ts imports
 * its jobs for their `defineJob` side effect). The web process
 * (src/server/boot.ts) and `npm run worker` (scripts/worker.ts) import this before starting the
 * queue, so both run the same set. A module with jobs adds one line here and imports its jobs in its index.ts.
 * The jobs call across modules through ports, so this also loads the composition root that fills them.
 */
import "@/server/compose";
import "@/modules/identity";
import "@/modules/crm";
import "@/modules/connectors";
import "@/modules/reporting";
import "@/modules/messaging";
import "@/modules/analytics";
import "@/modules/website";
