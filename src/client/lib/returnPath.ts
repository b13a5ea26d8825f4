/** Pages it makes no sense to return to after signing in. */
const NOT_A_TARGET = /^\/(login|signup|reset-password|verify-email)(\/|\?|$)/;

/**
 * A same-site path to return to after signing in, or null: refuses other origins (`//evil.example`,
 * `https://…`, `/\evil`) so `from` cannot become an open redirect, and the sign-in pages themselves.
 */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return NOT_A_TARGET.test(value) ? null : value;
}
