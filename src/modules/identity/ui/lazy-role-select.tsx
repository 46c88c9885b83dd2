"use client";

import { lazy, Suspense, useSyncExternalStore } from "react";
import { ChevronDown } from "@/components/ui/icons";
import { controlClasses } from "@/components/ui/input";
import { cn } from "@/lib/cn";
import type { RoleSelectProps } from "./role-select";
import { roleLabel } from "./role-label";

const noSubscription = () => () => {};

/** The Radix Select (popper, focus scope, scroll lock: about 10 kB gzip) loads once the page is up. */
const RoleSelect = lazy(() => import("./role-select").then((m) => ({ default: m.RoleSelect })));

/**
 * `RoleSelect`, loaded after the page's first load: until then (on the server, and for the moment the
 * chunk takes) a disabled look-alike shows the role, so nothing moves when the real one arrives. Not a
 * native <select>: a role changes as soon as it is picked, and a native select would change it on
 * every arrow key press.
 */
export function LazyRoleSelect(props: RoleSelectProps) {
  // False on the server and while hydrating, true right after: the select loads once the page is up.
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const placeholder = (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-label={props.label}
      id={props.id}
      disabled
      className={cn(controlClasses, "flex h-9 items-center justify-between gap-2 py-1 text-left [&>span]:truncate", props.className)}
    >
      <span>{roleLabel[props.value]}</span>
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
    </button>
  );
  if (!inBrowser) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RoleSelect {...props} />
    </Suspense>
  );
}
