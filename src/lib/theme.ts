/** Light, dark, or whatever the system prefers (no class: CSS follows prefers-color-scheme). */
export const THEME_COOKIE = "amt.theme";
export const themes = ["system", "light", "dark"] as const;
export type Theme = (typeof themes)[number];

export const parseTheme = (value: string | undefined | null): Theme => (value === "light" || value === "dark" ? value : "system");

export const themeClass = (value: string | undefined | null): string | undefined => {
  const theme = parseTheme(value);
  return theme === "system" ? undefined : theme;
};

/** Applies a theme in the browser now and remembers it for the server's next render. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.remove("light", "dark");
  if (theme !== "system") root.classList.add(theme);
  document.cookie = `${THEME_COOKIE}=${theme}; Path=/; Max-Age=31536000; SameSite=Lax`;
}
