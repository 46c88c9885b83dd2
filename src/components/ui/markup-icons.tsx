/**
 * The Lucide icons that server components of the app shell and the report frame draw (navigation,
 * assistant, not-found, connect prompts), as plain SVG (see lucide-icon.tsx): importing them from
 * lucide-react would ship its client Icon runtime in every page's first load although the icons
 * arrive as markup. Client components don't import this module (it would ship all of them);
 * figure-icons.tsx has the report figures' icons. Names and markup are lucide-react's
 * (markup-icons.render.test.ts).
 */
import { lucideIcon, path } from "./lucide-icon";

export type { IconComponent, IconProps } from "./lucide-icon";

export const BarChart3 = lucideIcon("chart-column lucide-bar-chart-3", [
  path("M3 3v16a2 2 0 0 0 2 2h16"),
  path("M18 17V9"),
  path("M13 17V5"),
  path("M8 17v-3"),
]);
export const BookOpen = lucideIcon("book-open", [
  path("M12 5v16"),
  path("M20.001 19A2 2 0 0022 17V5a2 2 0 00-1.999-2L16 3.002A5 5 0 0012 5a5 5 0 00-4-2H4a2 2 0 00-2 2v12a2 2 0 001.999 2H8a5 5 0 014 2 5 5 0 014-2z"),
]);
export const Building = lucideIcon("building", [
  path("M12 10h.01"),
  path("M12 14h.01"),
  path("M12 6h.01"),
  path("M16 10h.01"),
  path("M16 14h.01"),
  path("M16 6h.01"),
  path("M8 10h.01"),
  path("M8 14h.01"),
  path("M8 6h.01"),
  path("M9 22v-3a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v3"),
  ["rect", { x: "4", y: "2", width: "16", height: "20", rx: "2" }],
]);
export const Compass = lucideIcon("compass", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  path("m16.24 7.76-1.804 5.411a2 2 0 0 1-1.265 1.265L7.76 16.24l1.804-5.411a2 2 0 0 1 1.265-1.265z"),
]);
export const Contact = lucideIcon("contact", [
  path("M16 2v2"),
  path("M7 21v-2a2 2 0 012-2h6a2 2 0 012 2v2"),
  path("M8 2v2"),
  ["circle", { cx: "12", cy: "10", r: "3" }],
  ["rect", { x: "3", y: "3", width: "18", height: "18", rx: "2" }],
]);
export const CreditCard = lucideIcon("credit-card", [
  ["rect", { width: "20", height: "14", x: "2", y: "5", rx: "2" }],
  ["line", { x1: "2", x2: "22", y1: "10", y2: "10" }],
  path("M6 14h2"),
]);
export const FolderOpen = lucideIcon("folder-open", [
  path(
    "m6 14 1.5-2.9A2 2 0 0 1 9.24 10H20a2 2 0 0 1 1.94 2.5l-1.54 6a2 2 0 0 1-1.95 1.5H4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h3.9a2 2 0 0 1 1.69.9l.81 1.2a2 2 0 0 0 1.67.9H18a2 2 0 0 1 2 2v2",
  ),
]);
export const Globe = lucideIcon("globe", [
  ["circle", { cx: "12", cy: "12", r: "10" }],
  path("M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20"),
  path("M2 12h20"),
]);
export const Home = lucideIcon("house lucide-home", [
  path("M15 21v-8a1 1 0 0 0-1-1h-4a1 1 0 0 0-1 1v8"),
  path("M3 10a2 2 0 0 1 .709-1.528l7-6a2 2 0 0 1 2.582 0l7 6A2 2 0 0 1 21 10v9a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z"),
]);
export const Image = lucideIcon("image", [
  ["rect", { width: "18", height: "18", x: "3", y: "3", rx: "2", ry: "2" }],
  ["circle", { cx: "9", cy: "9", r: "2" }],
  path("m21 15-3.086-3.086a2 2 0 0 0-2.828 0L6 21"),
]);
export const LayoutTemplate = lucideIcon("layout-template", [
  ["rect", { width: "18", height: "7", x: "3", y: "3", rx: "1" }],
  ["rect", { width: "9", height: "7", x: "3", y: "14", rx: "1" }],
  ["rect", { width: "5", height: "7", x: "16", y: "14", rx: "1" }],
]);
export const LineChart = lucideIcon("chart-line lucide-line-chart", [path("M3 3v16a2 2 0 0 0 2 2h16"), path("m19 9-5 5-4-4-3 3")]);
export const Mail = lucideIcon("mail", [path("m22 7-8.991 5.727a2 2 0 0 1-2.009 0L2 7"), ["rect", { x: "2", y: "4", width: "20", height: "16", rx: "2" }]]);
export const MailCheck = lucideIcon("mail-check", [
  path("M22 13V6a2 2 0 0 0-2-2H4a2 2 0 0 0-2 2v12c0 1.1.9 2 2 2h8"),
  path("m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7"),
  path("m16 19 2 2 4-4"),
]);
export const Megaphone = lucideIcon("megaphone", [
  path("M11 6a13 13 0 0 0 8.4-2.8A1 1 0 0 1 21 4v12a1 1 0 0 1-1.6.8A13 13 0 0 0 11 14H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2z"),
  path("M6 14a12 12 0 0 0 2.4 7.2 2 2 0 0 0 3.2-2.4A8 8 0 0 1 10 14"),
  path("M8 6v8"),
]);
export const Palette = lucideIcon("palette", [
  path("M12 22a1 1 0 0 1 0-20 10 9 0 0 1 10 9 5 5 0 0 1-5 5h-2.25a1.75 1.75 0 0 0-1.4 2.8l.3.4a1.75 1.75 0 0 1-1.4 2.8z"),
  ["circle", { cx: "13.5", cy: "6.5", r: ".5", fill: "currentColor" }],
  ["circle", { cx: "17.5", cy: "10.5", r: ".5", fill: "currentColor" }],
  ["circle", { cx: "6.5", cy: "12.5", r: ".5", fill: "currentColor" }],
  ["circle", { cx: "8.5", cy: "7.5", r: ".5", fill: "currentColor" }],
]);
export const Plug = lucideIcon("plug", [
  path("M12 22v-5"),
  path("M15 8V2"),
  path("M17 8a1 1 0 0 1 1 1v4a4 4 0 0 1-4 4h-4a4 4 0 0 1-4-4V9a1 1 0 0 1 1-1z"),
  path("M9 8V2"),
]);
export const Search = lucideIcon("search", [path("m21 21-4.34-4.34"), ["circle", { cx: "11", cy: "11", r: "8" }]]);
export const Settings = lucideIcon("settings", [
  path(
    "M9.671 4.136a2.34 2.34 0 0 1 4.659 0 2.34 2.34 0 0 0 3.319 1.915 2.34 2.34 0 0 1 2.33 4.033 2.34 2.34 0 0 0 0 3.831 2.34 2.34 0 0 1-2.33 4.033 2.34 2.34 0 0 0-3.319 1.915 2.34 2.34 0 0 1-4.659 0 2.34 2.34 0 0 0-3.32-1.915 2.34 2.34 0 0 1-2.33-4.033 2.34 2.34 0 0 0 0-3.831A2.34 2.34 0 0 1 6.35 6.051a2.34 2.34 0 0 0 3.319-1.915",
  ),
  ["circle", { cx: "12", cy: "12", r: "3" }],
]);
export const Share2 = lucideIcon("share-2", [
  ["circle", { cx: "18", cy: "5", r: "3" }],
  ["circle", { cx: "6", cy: "12", r: "3" }],
  ["circle", { cx: "18", cy: "19", r: "3" }],
  ["line", { x1: "8.59", x2: "15.42", y1: "13.51", y2: "17.49" }],
  ["line", { x1: "15.41", x2: "8.59", y1: "6.51", y2: "10.49" }],
]);
export const ShoppingBag = lucideIcon("shopping-bag", [
  path("M16 10a4 4 0 0 1-8 0"),
  path("M3.103 6.034h17.794"),
  path("M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z"),
]);
export const SlidersHorizontal = lucideIcon("sliders-horizontal", [
  path("M10 5H3"),
  path("M12 19H3"),
  path("M14 3v4"),
  path("M16 17v4"),
  path("M21 12h-9"),
  path("M21 19h-5"),
  path("M21 5h-7"),
  path("M8 10v4"),
  path("M8 12H3"),
]);
export const Sparkles = lucideIcon("sparkles lucide-stars", [
  path(
    "M11.017 2.814a1 1 0 0 1 1.966 0l1.051 5.558a2 2 0 0 0 1.594 1.594l5.558 1.051a1 1 0 0 1 0 1.966l-5.558 1.051a2 2 0 0 0-1.594 1.594l-1.051 5.558a1 1 0 0 1-1.966 0l-1.051-5.558a2 2 0 0 0-1.594-1.594l-5.558-1.051a1 1 0 0 1 0-1.966l5.558-1.051a2 2 0 0 0 1.594-1.594z",
  ),
  path("M20 2v4"),
  path("M22 4h-4"),
  ["circle", { cx: "4", cy: "20", r: "2" }],
]);
export const Users = lucideIcon("users", [
  path("M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"),
  path("M16 3.128a4 4 0 0 1 0 7.744"),
  path("M22 21v-2a4 4 0 0 0-3-3.87"),
  ["circle", { cx: "9", cy: "7", r: "4" }],
]);
