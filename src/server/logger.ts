/**
 * What background work (projection runners, the report queue, backups, the admin jobs) logs through: pino's and
 * fastify's loggers both fit, and a test can pass a quiet one.
 */
export interface Logger {
  info(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}
