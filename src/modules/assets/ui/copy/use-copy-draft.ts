"use client";

import { useCallback, useState } from "react";
import { defaultLimitSettings, type LimitSettings } from "@/modules/ai/client";
import type { CopyFields } from "./copy-model";

export type CopyDraft = { title: string; fields: CopyFields; brandKitId: string | null };

const draftKey = (key: string) => `copy-draft:${key}`;

function readDraft(key: string): (CopyDraft & { version: number | null }) | null {
  try {
    const raw = window.sessionStorage.getItem(draftKey(key));
    return raw ? (JSON.parse(raw) as CopyDraft & { version: number | null }) : null;
  } catch {
    return null;
  }
}

/**
 * The text being edited, kept in this tab's sessionStorage until it is saved, so a reload, a refused
 * save or a lost connection never loses what was typed. `key` is the asset's id or "new-<kind>";
 * `saved` is what the server holds (the draft starts from it when there is no unsaved one).
 */
export function useCopyDraft(key: string, saved: CopyDraft, version: number | null) {
  // The editor renders in the browser only (next/dynamic, ssr: false), so storage is read at once.
  const [kept] = useState(() => readDraft(key));
  const [draft, setDraft] = useState<CopyDraft>(() =>
    kept ? { title: kept.title, fields: kept.fields, brandKitId: kept.brandKitId ?? saved.brandKitId } : saved,
  );
  /** The version an unsaved draft from earlier in this tab started from (null: none was restored). */
  const [restored, setRestored] = useState<{ version: number | null } | null>(() => (kept ? { version: kept.version } : null));

  const update = useCallback(
    (next: CopyDraft) => {
      setDraft(next);
      try {
        window.sessionStorage.setItem(draftKey(key), JSON.stringify({ ...next, version }));
      } catch {
        // Storage full or disabled: the text stays in the page's state.
      }
    },
    [key, version],
  );

  /** Forgets the unsaved draft (after a save) and starts again from `next`. */
  const reset = useCallback(
    (next: CopyDraft) => {
      try {
        window.sessionStorage.removeItem(draftKey(key));
      } catch {
        // Nothing to forget.
      }
      setDraft(next);
      setRestored(null);
    },
    [key],
  );

  return { draft, update, reset, restored };
}

const settingsKey = (workspaceId: string) => `copy-limit-settings:${workspaceId}`;

/** The limits a workspace may change (Instagram's hashtag cap, X Premium's length), as chosen on this device. */
export function useLimitSettings(workspaceId: string) {
  const [settings, setSettings] = useState<Partial<LimitSettings>>(() => {
    try {
      const raw = window.localStorage.getItem(settingsKey(workspaceId));
      return raw ? (JSON.parse(raw) as Partial<LimitSettings>) : {};
    } catch {
      return {};
    }
  });
  const change = (next: Partial<LimitSettings>) => {
    const merged = { ...settings, ...next };
    setSettings(merged);
    try {
      window.localStorage.setItem(settingsKey(workspaceId), JSON.stringify(merged));
    } catch {
      // Kept for this page only.
    }
  };
  return { settings: { ...defaultLimitSettings, ...settings }, change };
}
