/**
 * What a component may add to a module hook's mutation (STYLE.md, "Forms and data"): `meta:
 * { silent: true }` when it shows the error itself (a form), and its own effects (close a sheet,
 * clear a selection), run after the hook's own invalidation and toast.
 */
export type MutationExtras<TData, TVariables = unknown> = {
  meta?: { silent?: boolean };
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: { message: string }, variables: TVariables) => unknown;
};

/** The hook's own success work, then the caller's. */
export function thenCaller<TData, TVariables>(own: (data: TData, variables: TVariables) => unknown, extras: MutationExtras<TData, TVariables> = {}) {
  return async (data: TData, variables: TVariables) => {
    await own(data, variables);
    await extras.onSuccess?.(data, variables);
  };
}
