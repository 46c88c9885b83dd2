import { clsx, type ClassValue } from "clsx";
import { mergeClasses } from "./class-merge";

/**
 * Merge class names: conditional joins via clsx, conflicting Tailwind utilities resolved as
 * tailwind-merge would (class-merge.ts, checked against it over every class in src/), in a
 * fraction of its size, so client components can use it at first load.
 */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
