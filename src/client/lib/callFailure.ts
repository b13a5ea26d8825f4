import { TRPCClientError } from '@trpc/client';
import { messageKeyOf, serverMessage } from './errors';
import type { CallFailure } from './quizFlow';

/**
 * What a failed call tells the reader: the server's HTTP status, its words (by their key) and that key when it
 * answered, or that no answer came back at all (a weak or lost connection).
 */
export function callFailureOf(error: unknown): CallFailure {
  if (error instanceof TRPCClientError && error.data) {
    const status = (error.data as { httpStatus?: unknown }).httpStatus;
    return {
      kind: 'http',
      status: typeof status === 'number' ? status : 500,
      text: serverMessage(error) ?? error.message,
      key: messageKeyOf(error),
    };
  }
  return { kind: 'network' };
}
