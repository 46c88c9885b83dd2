/**
 * The most operations one tRPC request may carry. The browser's batch link splits at this size, and
 * the API answers a larger batch with 400 (100 list calls in one request took over a second).
 */
export const MAX_BATCH_ITEMS = 20;
