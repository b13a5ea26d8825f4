import { TRPCClientError } from '@trpc/client';

/**
 * What went wrong with a call, for the screens: the server's own message when it answered (backend-api.md
 * section 8, "the server's message" first), or null when no answer came back (a weak or lost connection).
 */
export function serverMessage(error: unknown): string | null {
  if (error instanceof TRPCClientError && error.data) return error.message || null;
  return null;
}

/** True when the call got no answer from the server at all. */
export function isNetworkFailure(error: unknown): boolean {
  return !(error instanceof TRPCClientError && error.data);
}
