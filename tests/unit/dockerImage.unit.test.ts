/**
 * The image leaks nothing and runs unprivileged. CI builds the image and looks inside when a Docker engine
 * answers (.ci/run, "== image"); this test holds the same rules on machines without one, by reading .dockerignore, the
 * Dockerfile and docker-compose.yml as Docker would.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8');

/** One .dockerignore pattern as a RegExp over a context path (Go's filepath.Match plus `**`, as Docker reads it). */
function patternToRegExp(pattern: string): RegExp {
  const clean = pattern.replace(/^\/+/, '').replace(/\/+$/, '');
  let re = '';
  for (let i = 0; i < clean.length; i++) {
    const c = clean[i] as string;
    if (c === '*' && clean[i + 1] === '*') {
      // `**/` matches any number of folders (also none); a trailing `**` anything below.
      if (clean[i + 2] === '/') {
        re += '(?:.*/)?';
        i += 2;
      } else {
        re += '.*';
        i += 1;
      }
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else re += c.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  // A pattern that names a folder excludes everything below it too.
  return new RegExp(`^${re}(?:/.*)?$`);
}

/** Whether Docker leaves `path` out of the build context under these .dockerignore rules (last match wins). */
function ignored(rules: string[], path: string): boolean {
  let out = false;
  for (const rule of rules) {
    const negate = rule.startsWith('!');
    if (patternToRegExp(negate ? rule.slice(1) : rule).test(path)) out = !negate;
  }
  return out;
}

const rules = read('.dockerignore')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));

/** The Dockerfile's instructions, stage by stage (continuation lines joined). */
function stages(): string[][] {
  const lines = read('Dockerfile')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: string[][] = [];
  for (const line of lines) {
    if (/^FROM\s/i.test(line)) out.push([]);
    out.at(-1)?.push(line);
  }
  return out;
}

describe('.dockerignore', () => {
  it('keeps the local data, secrets, history, installed modules and test output out of the build context', () => {
    for (const path of [
      'data',
      'data/jwt-secret',
      'data/pglite/base/1/1259',
      'data/uploads/products/a.webp',
      'data/backups/2026-12-01.dump',
      '.env',
      '.env.local',
      '.env.production',
      'src/.env',
      '.git',
      '.git/config',
      'node_modules',
      'node_modules/postgres/src/connection.js',
      'test-results/screens/home.png',
      'dist/server/main.mjs',
      'coverage/lcov.info',
      'npm-debug.log',
      'logs/server.log',
    ]) {
      expect(ignored(rules, path), path).toBe(true);
    }
  });

  it('keeps what the build needs', () => {
    for (const path of [
      'package.json',
      'package-lock.json',
      'scripts/patch-postgres.mjs',
      'scripts/build-server.mjs',
      'src/host/main.ts',
      'src/server/metrics/registry.ts',
      'src/client/main.tsx',
      'migrations/001_init.sql',
      'content/demo/products.json',
      'vite.config.ts',
      'tsconfig.base.json',
    ]) {
      expect(ignored(rules, path), path).toBe(false);
    }
  });

  it('the matcher itself tells a folder rule from a name that merely starts the same', () => {
    expect(ignored(['data'], 'database.ts')).toBe(false);
    expect(ignored(['data'], 'data/x')).toBe(true);
    expect(ignored(['*.log', '!keep.log'], 'keep.log')).toBe(false);
    expect(ignored(['**/.env*'], 'a/b/.env.test')).toBe(true);
  });
});

describe('Dockerfile', () => {
  const all = stages();
  const final = all.at(-1) ?? [];

  it('builds and runs on Node 24 (the LTS line of .nvmrc and engines)', () => {
    expect(all.length).toBeGreaterThanOrEqual(2);
    for (const stage of all) expect(stage[0]).toMatch(/^FROM node:24-bookworm-slim\b/);
    expect(read('.nvmrc').trim()).toBe('24');
    expect(JSON.parse(read('package.json')).engines.node).toBe('>=24');
  });

  it('runs the final stage as the unprivileged node user, which owns only the data folder', () => {
    const userAt = final.findIndex((l) => /^USER\s/i.test(l));
    expect(userAt).toBeGreaterThan(-1);
    expect(final[userAt]).toMatch(/^USER\s+node$/);
    const cmdAt = final.findIndex((l) => /^CMD\s/i.test(l));
    expect(userAt).toBeLessThan(cmdAt);
    // Nothing after USER switches back to root.
    expect(final.slice(userAt + 1).some((l) => /^USER\s+(root|0)\b/i.test(l))).toBe(false);
    expect(final.some((l) => /chown\s+node:node\s+\/data/.test(l))).toBe(true);
  });

  it('starts the server under its supervisor, as npm start does (a crashed worker is replaced)', () => {
    expect(final.find((l) => /^CMD\s/i.test(l))).toBe('CMD ["node", "dist/server/supervisor.mjs"]');
  });

  it('copies the build context only into the build stage; the final stage takes the built app from it', () => {
    const copies = final.filter((l) => /^(COPY|ADD)\s/i.test(l));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) expect(copy).toMatch(/^COPY\s+--from=build\s/);
  });

  it('installs a PostgreSQL client as new as the compose server, from PostgreSQL’s apt repository', () => {
    const major = final.map((l) => l.match(/^ARG\s+PG_CLIENT_MAJOR=(\d+)/)?.[1]).find(Boolean);
    expect(Number(major)).toBeGreaterThanOrEqual(17);
    expect(final.join('\n')).toMatch(/postgresql-client-\$\{PG_CLIENT_MAJOR\}/);
    expect(final.join('\n')).toMatch(/apt\.postgresql\.org\.sh -y/);
    const composeMajor = read('docker-compose.yml').match(/image:\s*postgres:(\d+)/)?.[1];
    expect(composeMajor).toBe(major);
  });
});

describe('docker-compose.yml', () => {
  const text = read('docker-compose.yml');
  const services = (() => {
    const block = text.slice(text.indexOf('\nservices:\n') + 1).split(/\n(?=\S)/)[0] ?? '';
    const out = new Map<string, string>();
    let name = '';
    for (const line of block.split('\n').slice(1)) {
      const head = line.match(/^ {2}([a-z][\w-]*):\s*$/);
      if (head?.[1]) {
        name = head[1];
        out.set(name, '');
      } else if (name) out.set(name, `${out.get(name)}${line}\n`);
    }
    return out;
  })();

  it('restarts every service unless it was stopped', () => {
    expect([...services.keys()].sort()).toEqual(['app', 'postgres', 'redis', 'worker']);
    for (const [name, body] of services) expect(body, name).toMatch(/^ {4}restart: unless-stopped$/m);
  });

  it('keeps the healthchecks the app waits on', () => {
    for (const name of ['postgres', 'redis', 'app']) expect(services.get(name), name).toMatch(/^ {4}healthcheck:/m);
    for (const name of ['app', 'worker']) {
      expect(services.get(name), name).toMatch(/postgres: \{ condition: service_healthy \}/);
    }
  });

  it('mounts PostgreSQL 18’s data where that image keeps it', () => {
    expect(services.get('postgres')).toMatch(/volumes: \[pgdata:\/var\/lib\/postgresql\]/);
  });
});
