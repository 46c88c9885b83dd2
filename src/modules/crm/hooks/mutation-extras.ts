/**
 * What a component may add to a module hook's mutation: `meta: { silent: true }` when it shows the
 * error itself (a form), and its own effects (close a sheet, clear a selection), run after the
 * hook's invalidation and toast.
 */
export type MutationExtras<TData, TVariables> = {
  meta?: { silent?: boolean };
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: { message: string }, variables: TVariables) => unknown;
};
