/** The guides module's public surface: in-app how-to guides kept as Markdown in the repository. */
export { guidesRouter } from "./server/guides.router";
export type { Guide } from "./guide-file";
