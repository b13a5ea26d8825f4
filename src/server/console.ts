import type { Config } from './config';
import { demoCustomerAccount } from './demo/customer';

/*
 * What a person at the terminal sees: log lines they can read, and where the shop is once it listens. Machines (a
 * pipe, a file, a log collector) keep pino's JSON lines.
 */

/** pino's options for this process: pino-pretty's readable lines when the log goes to a terminal, JSON otherwise. */
export function loggerOptions(config: Pick<Config, 'logLevel' | 'logFormat'>, stdoutIsTerminal: boolean) {
  const pretty = config.logFormat === 'pretty' || (config.logFormat === 'auto' && stdoutIsTerminal);
  return pretty
    ? {
        level: config.logLevel,
        transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
      }
    : { level: config.logLevel };
}

/**
 * The lines printed once the server listens: the shop's address (where a browser on this machine reaches it), the
 * demo customer's sign-in when the demo data is loaded, and the administrators' area.
 */
export function startBanner(config: Pick<Config, 'demoData' | 'adminEmail' | 'databaseUrl'>, port: number): string[] {
  const local = `http://localhost:${port}`;
  const lines = [`Fellah is running: ${local}  (API docs: ${local}/api/docs)`];
  if (config.demoData) {
    const customer = demoCustomerAccount();
    lines.push(`Demo customer: ${customer.email} / ${customer.password}`);
  }
  lines.push(
    config.adminEmail
      ? `Admin: ${local}/admin  (sign in as ${config.adminEmail})`
      : `Admin: ${local}/admin  (set ADMIN_EMAIL and ADMIN_PASSWORD to create an administrator)`,
  );
  if (!config.databaseUrl) lines.push('Data: the embedded database in DATA_DIR (set DATABASE_URL for PostgreSQL)');
  return lines;
}
