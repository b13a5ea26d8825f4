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

/**
 * Which of an action's two failure texts to show: `refused` when the server answered (it turned the action down),
 * `unanswered` when the call ended without an answer (a lost connection, an exception) — the spec's 'Failed to update
 * favorites' and 'Failed to update favorites. Please try again.'
 */
export function failureText(error: unknown, refused: string, unanswered: string): string {
  return isNetworkFailure(error) ? unanswered : refused;
}
