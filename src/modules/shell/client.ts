/** The shell's client-safe surface: the theme (the root layout reads its cookie; the user menu switches it). */
export { THEME_COOKIE, applyTheme, parseTheme, themeClass, type Theme } from "./theme";
