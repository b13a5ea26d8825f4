import { type Message, type MessageKey, type MessageParams, englishText, isMessage } from './messages';

/**
 * Domain errors: each carries the HTTP status and the error code of the documented error shape
 * ({success:false, message, error, field?, details?}). One tRPC middleware and one REST mapping turn them into answers.
 * An error made from a message key (`new NotFoundError(msg('orders.notFound'))`) says it in the caller's language
 * there and names the key in `details.message_key`; its own `message` is the English text (logs, tests, the default).
 */
export abstract class DomainError extends Error {
  abstract readonly status: number;
  abstract readonly code: string;
  /** The catalogue key of the message (src/shared/messages.ts), when it was made from one. */
  readonly messageKey: MessageKey | undefined;
  /** The values the keyed message fills in. */
  readonly messageParams: MessageParams;
  constructor(
    message: string | Message,
    readonly field?: string,
    /** Extra machine-readable detail (e.g. what is left in stock). */
    readonly details?: Record<string, unknown>,
  ) {
    super(isMessage(message) ? englishText(message) : message);
    this.name = new.target.name;
    this.messageKey = isMessage(message) ? message.key : undefined;
    this.messageParams = isMessage(message) ? message.params : {};
  }
}

export class ValidationError extends DomainError {
  readonly status = 400;
  readonly code = 'VALIDATION_ERROR';
}
export class UnauthorizedError extends DomainError {
  readonly status = 401;
  readonly code = 'UNAUTHORIZED';
}
export class ForbiddenError extends DomainError {
  readonly status = 403;
  readonly code = 'FORBIDDEN';
}
/**
 * Refused until the account's e-mail address is verified: 403 with its own code, so a client can offer to
 * send the verification link again.
 */
export class EmailNotVerifiedError extends DomainError {
  readonly status = 403;
  readonly code = 'EMAIL_NOT_VERIFIED';
}
export class NotFoundError extends DomainError {
  readonly status = 404;
  readonly code = 'NOT_FOUND';
}
/** A command the current state refuses ("Cannot cancel an order that has been shipped"). */
export class IllegalStateError extends DomainError {
  readonly status = 409;
  readonly code = 'ILLEGAL_STATE';
}
/** A conflict with stored data: a duplicate e-mail, not enough stock. */
export class ConflictError extends DomainError {
  readonly status = 409;
  readonly code = 'CONFLICT';
}
export class PayloadTooLargeError extends DomainError {
  readonly status = 413;
  readonly code = 'PAYLOAD_TOO_LARGE';
}
export class UnprocessableError extends DomainError {
  readonly status = 422;
  readonly code = 'UNPROCESSABLE';
}
export class TooManyRequestsError extends DomainError {
  readonly status = 429;
  readonly code = 'TOO_MANY_REQUESTS';
}
/**
 * A service the call needs cannot be reached now (the database while it is away): nothing was done, and the same call
 * can be made again shortly. `details.retry_after_seconds` says when (REST sends it as `Retry-After` too).
 */
export class ServiceUnavailableError extends DomainError {
  readonly status = 503;
  readonly code = 'SERVICE_UNAVAILABLE';
}
