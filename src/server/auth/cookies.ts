/** The cookie that remembers the active workspace (verified on every request). */
export const WORKSPACE_COOKIE = "amt.workspace";
export const WORKSPACE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365;
