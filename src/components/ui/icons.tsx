/**
 * The few Lucide icons that client islands of every page's first load draw (see lucide-icon.tsx):
 * lucide-react's runtime then stays out of the first load, where it would also be copied into each
 * chunk that uses it. Server components on report pages draw theirs from markup-icons.tsx.
 */
import { lucideIcon, path } from "./lucide-icon";

export type { IconComponent, IconProps } from "./lucide-icon";

export const ArrowDown = lucideIcon("arrow-down", [path("M12 5v14"), path("m19 12-7 7-7-7")]);
export const ArrowUp = lucideIcon("arrow-up", [path("m5 12 7-7 7 7"), path("M12 19V5")]);
export const ArrowUpDown = lucideIcon("arrow-up-down", [path("m21 16-4 4-4-4"), path("M17 20V4"), path("m3 8 4-4 4 4"), path("M7 4v16")]);
export const Building2 = lucideIcon("building-complex lucide-building-2", [
  path("M10 12h4"),
  path("M10 8h4"),
  path("M14 21v-3a2 2 0 0 0-4 0v3"),
  path("M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2"),
  path("M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16"),
]);
export const CalendarClock = lucideIcon("calendar-clock", [
  path("M16 14v2.2l1.6 1"),
  path("M16 2v3"),
  path("M21 7.338V5a2 2 0 00-2-2H5a2 2 0 00-2 2v14a2 2 0 002 2h2.338"),
  path("M3 9h5.859"),
  path("M8 2v3"),
  ["circle", { cx: "16", cy: "16", r: "6" }],
]);
export const CircleCheck = lucideIcon("circle-check lucide-check-circle-2", [["circle", { cx: "12", cy: "12", r: "10" }], path("m16 9-5.5 5.5L8 12")]);
export const CircleX = lucideIcon("circle-x lucide-x-circle", [["circle", { cx: "12", cy: "12", r: "10" }], path("m15 9-6 6"), path("m9 9 6 6")]);
export const ChevronDown = lucideIcon("chevron-down", [path("m6 9 6 6 6-6")]);
export const ChevronLeft = lucideIcon("chevron-left", [path("m15 18-6-6 6-6")]);
export const ChevronRight = lucideIcon("chevron-right", [path("m9 18 6-6-6-6")]);
export const ChevronsUpDown = lucideIcon("chevrons-up-down", [path("m7 15 5 5 5-5"), path("m7 9 5-5 5 5")]);
export const Download = lucideIcon("download", [path("M12 15V3"), path("M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4"), path("m7 10 5 5 5-5")]);
export const Info = lucideIcon("info", [["circle", { cx: "12", cy: "12", r: "10" }], path("M12 16v-4"), path("M12 8h.01")]);
export const Loader2 = lucideIcon("loader-circle lucide-loader-2", [path("M21 12a9 9 0 1 1-6.219-8.56")]);
export const Menu = lucideIcon("menu", [path("M4 5h16"), path("M4 12h16"), path("M4 19h16")]);
export const RefreshCw = lucideIcon("refresh-cw", [
  path("M3 12a9 9 0 0 1 9-9 9.75 9.75 0 0 1 6.74 2.74L21 8"),
  path("M21 3v5h-5"),
  path("M21 12a9 9 0 0 1-9 9 9.75 9.75 0 0 1-6.74-2.74L3 16"),
  path("M8 16H3v5"),
]);
export const TriangleAlert = lucideIcon("triangle-exclamation-point lucide-alert-triangle lucide-triangle-alert", [
  path("m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3"),
  path("M12 9v4"),
  path("M12 17h.01"),
]);
export const X = lucideIcon("x", [path("M18 6 6 18"), path("m6 6 12 12")]);
