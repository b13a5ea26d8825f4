import { TRPCClientError } from '@trpc/client';
import type { CallFailure } from './quizFlow';

/**
 * What a failed call tells the reader: the server's HTTP status and its words when it answered, or that no answer
 * came back at all (a weak or lost connection).
 */
export function callFailureOf(error: unknown): CallFailure {
  if (error instanceof TRPCClientError && error.data) {
    const status = (error.data as { httpStatus?: unknown }).httpStatus;
    return { kind: 'http', status: typeof status === 'number' ? status : 500, text: error.message };
  }
  return { kind: 'network' };
}
