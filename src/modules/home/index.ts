export { homeRouter } from "./server/home.router";
export type { ChecklistItem } from "./server/checklist.service";
