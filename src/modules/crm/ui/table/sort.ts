export type Sort<F extends string> = { field: F; dir: "asc" | "desc" };

/** The next sort when a header is pressed: a new column starts ascending (or descending when listed in `descFirst`); the same column flips. */
export function nextSort<F extends string>(current: Sort<F>, field: F, descFirst: readonly F[] = []): Sort<F> {
  if (current.field === field) return { field, dir: current.dir === "asc" ? "desc" : "asc" };
  return { field, dir: descFirst.includes(field) ? "desc" : "asc" };
}
