import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { rm, writeFile } from 'node:fs/promises';
import type { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DROP_PUBLIC_OBJECTS } from './schema';

/*
 * PostgreSQL's own tools on a real server (DATABASE_URL): `pg_dump -Fc` writes a consistent dump (one snapshot), and a
 * restore is `pg_restore --clean --if-exists` turned into SQL and run by `psql --single-transaction` after dropping the
 * public schema's objects but the extensions (schema.ts) — so tables made by migrations newer than the backup go too,
 * and a restore that fails half way leaves the database as it was. The password travels in PGPASSWORD, never on a command line.
 */

const PRELUDE = `set lock_timeout = '60s';\n${DROP_PUBLIC_OBJECTS}`;

/** What pg_dump and psql are given: the URL without its password, and the password in the environment. */
function connection(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = '';
  return {
    url: u.toString(),
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}), PGCONNECT_TIMEOUT: '10' },
  };
}

/** Run a program; resolve with what it wrote to stdout when it exits 0, else reject with the end of its stderr. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr!.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString('utf8')).slice(-4000);
    });
    child.on('error', (err) => reject(new Error(`${command} could not be started: ${err.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve(Buffer.concat(out).toString('utf8'))
        : reject(new Error(`${command} failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
}

/**
 * pg_dump in the custom format (-Fc) into `file` (mode 0600), through `encrypt` when given (the dump never lies on
 * disk in clear). Left out: the rows of `rowsLeftOut` (the mail outbox) and the schemas of `schemasLeftOut` (the
 * token epoch, which a restore must not bring back).
 */
export async function pgDump(
  databaseUrl: string,
  file: string,
  opts: { encrypt?: Transform; rowsLeftOut?: readonly string[]; schemasLeftOut?: readonly string[] } = {},
): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const args = [
    '--format=custom',
    '--no-owner',
    '--no-privileges',
    ...(opts.rowsLeftOut ?? []).map((t) => `--exclude-table-data=public.${t}`),
    ...(opts.schemasLeftOut ?? []).map((n) => `--exclude-schema=${n}`),
    `--dbname=${url}`,
  ];
  const child = spawn('pg_dump', args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<void>((resolve, reject) => {
    child.on('error', (err) => reject(new Error(`pg_dump could not be started: ${err.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`pg_dump failed (exit ${code}): ${stderr.trim().split('\n').slice(-3).join(' ')}`)),
    );
  });
  const out = createWriteStream(file, { mode: 0o600 });
  const written = opts.encrypt ? pipeline(child.stdout!, opts.encrypt, out) : pipeline(child.stdout!, out);
  await Promise.all([exited, written]);
}

/**
 * The dump's table of contents without the extensions the database already has (and their comments): those stay as
 * they are, so their types keep their identities (see schema.ts).
 */
export function withoutExtensions(toc: string, installed: readonly string[]): string {
  const keep = new Set(installed);
  return toc
    .split('\n')
    .filter((line) => {
      const m = line.match(/^\d+;\s+\d+\s+\d+\s+(?:EXTENSION - |COMMENT - EXTENSION )(\S+)/);
      return !(m && keep.has(m[1]!));
    })
    .join('\n');
}

/**
 * Restore a pg_dump file into the database, all in one transaction. pg_restore writes the whole SQL script to a file
 * first (a damaged dump stops the restore before anything is touched: psql would commit a script cut short), then
 * `psql --single-transaction` runs the prelude (DROP_PUBLIC_OBJECTS) and the script: an error rolls everything back.
 * Retried when it lost a deadlock to the running app.
 */
export async function pgRestore(
  databaseUrl: string,
  file: string,
  installedExtensions: readonly string[],
): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const list = `${file}.restore.list`;
  const script = `${file}.restore.sql`;
  try {
    await writeFile(list, withoutExtensions(await run('pg_restore', ['--list', file], env), installedExtensions));
    await run(
      'pg_restore',
      ['--clean', '--if-exists', '--no-owner', '--no-privileges', `--use-list=${list}`, `--file=${script}`, file],
      env,
    );
    for (let attempt = 1; ; attempt++) {
      try {
        await run(
          'psql',
          [
            '--no-psqlrc',
            '--quiet',
            '--set=ON_ERROR_STOP=1',
            '--single-transaction',
            `--command=${PRELUDE}`,
            `--file=${script}`,
            `--dbname=${url}`,
          ],
          env,
        );
        return;
      } catch (err) {
        if (!/deadlock detected|lock timeout/i.test(String(err)) || attempt >= 3) throw err;
      }
    }
  } finally {
    await rm(list, { force: true });
    await rm(script, { force: true });
  }
}
