/**
 * The Lucide icons of report figures and insights (KPI deltas, pacing, anomalies) and of the home
 * page, as plain SVG (see lucide-icon.tsx). Report pages draw them in server components, the home
 * page in client ones; either way lucide-react's client runtime stays out of the first load. Kept
 * apart from markup-icons.tsx so a client component importing these ships only these. Names and
 * markup are lucide-react's (markup-icons.render.test.ts).
 */
import { lucideIcon, path } from "./lucide-icon";

export const Activity = lucideIcon("activity", [
  path("M22 12h-2.48a2 2 0 0 0-1.93 1.46l-2.35 8.36a.25.25 0 0 1-.48 0L9.24 2.18a.25.25 0 0 0-.48 0l-2.35 8.36A2 2 0 0 1 4.49 12H2"),
]);
export const ArrowDownRight = lucideIcon("arrow-down-right", [path("m7 7 10 10"), path("M17 7v10H7")]);
export const ArrowRight = lucideIcon("arrow-right", [path("M5 12h14"), path("m12 5 7 7-7 7")]);
export const ArrowUpRight = lucideIcon("arrow-up-right", [path("M7 7h10v10"), path("M7 17 17 7")]);
export const Circle = lucideIcon("circle", [["circle", { cx: "12", cy: "12", r: "10" }]]);
export const CirclePause = lucideIcon("circle-pause lucide-pause-circle", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  ["line", { x1: "10", x2: "10", y1: "15", y2: "9" }],
  ["line", { x1: "14", x2: "14", y1: "15", y2: "9" }],
]);
export const FlaskConical = lucideIcon("flask-conical", [
  path("M14 2v6a2 2 0 0 0 .245.96l5.51 10.08A2 2 0 0 1 18 22H6a2 2 0 0 1-1.755-2.96l5.51-10.08A2 2 0 0 0 10 8V2"),
  path("M6.453 15h11.094"),
  path("M8.5 2h7"),
]);
export const Gauge = lucideIcon("gauge", [path("m12 14 4-4"), path("M3.34 19a10 10 0 1 1 17.32 0")]);
export const TrendingDown = lucideIcon("trending-down", [path("M16 17h6v-6"), path("m22 17-8.5-8.5-5 5L2 7")]);
export const TrendingUp = lucideIcon("trending-up", [path("M16 7h6v6"), path("m22 7-8.5 8.5-5-5L2 17")]);
