/**
 * The most calls one batched tRPC request may carry: the server's `maxBatchSize` (a larger batch is refused with 400)
 * and every client batch link's `maxItems`. Each call of a batch counts against the caller's rate limit.
 */
export const MAX_BATCH_SIZE = 10;
