"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { onSessionBroadcast, resetSession, sessionStore, setAuthBasePath, syncSession, type SessionState } from "./auth-session";

const serverState: SessionState = { data: null, status: "loading" };

/**
 * Keeps the session current (spec §4): fetched once on mount, again every `refetchInterval`
 * seconds while signed in, when the tab becomes visible, and on another tab's broadcast.
 */
export function SessionClient({ basePath, refetchInterval, children }: { basePath: string; refetchInterval: number; children: ReactNode }) {
  // Before any child's effect can sign in or out.
  setAuthBasePath(basePath);
  useEffect(() => {
    void syncSession();
    const unsubscribe = onSessionBroadcast(() => void syncSession("storage"));
    const onVisibility = () => {
      if (document.visibilityState === "visible") void syncSession("visibilitychange");
    };
    document.addEventListener("visibilitychange", onVisibility, false);
    const poll = () => {
      if (sessionStore.get().data) void syncSession("poll");
    };
    const timer = refetchInterval > 0 ? setInterval(poll, refetchInterval * 1000) : null;
    return () => {
      unsubscribe();
      document.removeEventListener("visibilitychange", onVisibility, false);
      if (timer) clearInterval(timer);
      resetSession();
    };
  }, [refetchInterval]);
  return children;
}

/** The session: `loading` until the first fetch, then `authenticated` with its data or `unauthenticated`. */
export function useSession(): SessionState {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => serverState);
}
