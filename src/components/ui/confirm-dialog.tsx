"use client";

import dynamic from "next/dynamic";

/**
 * `ConfirmDialog` (dialog.tsx) as its own chunk, loaded once the page is up: the Radix AlertDialog
 * family (focus scope, dismissable layer, scroll lock: about 20 kB gzip) stays out of the first load
 * of a page whose confirmation opens on a click. Same props; render it as you would the static one.
 * STYLE: a dialog that opens on a click is next/dynamic when its code is more than a few kB.
 */
export const ConfirmDialog = dynamic(() => import("./dialog").then((m) => m.ConfirmDialog), { ssr: false });
