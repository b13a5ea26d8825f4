import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, parseTrustProxy } from '../../src/server/config';

const dataDir = () => mkdtempSync(join(tmpdir(), 'fellah-config-'));

describe('loadConfig', () => {
  it('runs on embedded defaults with no environment', () => {
    const dir = dataDir();
    const c = loadConfig({ DATA_DIR: dir });
    expect(c).toMatchObject({ port: 3000, databaseUrl: undefined, redisUrl: undefined, workers: true, demoData: true });
    expect(c.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(c.jwtSecret);
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '', REDIS_URL: '' })).toMatchObject({
      port: 3000,
      redisUrl: undefined,
    });
  });

  it('names every bad variable in one clear error', () => {
    const bad = () => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x', WORKERS: 'yes' });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow(/PORT/);
    expect(bad).toThrow(/DATABASE_URL: must be a postgres:\/\/ or postgresql:\/\/ URL/);
    expect(bad).toThrow(/WORKERS/);
  });

  it('wants ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.eg' })).toThrow(/must be set together/);
    expect(loadConfig({ DATA_DIR: dataDir(), ADMIN_EMAIL: 'a@b.eg', ADMIN_PASSWORD: 'long-enough' }).adminEmail).toBe(
      'a@b.eg',
    );
  });

  it('refuses a short JWT_SECRET', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
  });

  it('reads the limits: 600 calls and 30 uploads a minute unless set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() })).toMatchObject({
      rateLimitPerMinute: 600,
      uploadRateLimitPerMinute: 30,
      trustProxy: false,
    });
    expect(loadConfig({ DATA_DIR: dataDir(), UPLOAD_RATE_LIMIT_PER_MINUTE: '5' }).uploadRateLimitPerMinute).toBe(5);
    expect(() => loadConfig({ DATA_DIR: dataDir(), UPLOAD_RATE_LIMIT_PER_MINUTE: '0' })).toThrow(
      /UPLOAD_RATE_LIMIT_PER_MINUTE/,
    );
  });
});

const SECRET = 'z'.repeat(40);
const PG = 'postgres://u@db:5432/fellah';

describe('a deployment on DATABASE_URL', () => {
  it('refuses to start without JWT_SECRET, saying why, and writes no secret of its own', () => {
    const dir = dataDir();
    const start = () => loadConfig({ DATA_DIR: dir, DATABASE_URL: PG });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/JWT_SECRET: must be set when DATABASE_URL is set/);
    expect(() => readFileSync(join(dir, 'jwt-secret'))).toThrow(/ENOENT/);
    expect(loadConfig({ DATA_DIR: dir, DATABASE_URL: PG, JWT_SECRET: SECRET }).jwtSecret).toBe(SECRET);
  });

  it('loads no demo data unless DEMO_DATA=1; without DATABASE_URL the demo shop stays the default', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: PG, JWT_SECRET: SECRET }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: PG, JWT_SECRET: SECRET, DEMO_DATA: '1' }).demoData).toBe(
      true,
    );
    expect(loadConfig({ DATA_DIR: dataDir() }).demoData).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), DEMO_DATA: '0' }).demoData).toBe(false);
  });
});

describe('TRUST_PROXY', () => {
  it('unset, false or 0: no proxy is believed', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).trustProxy).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
  });

  it('takes exactly the named proxies: addresses, CIDRs and proxy-addr range names', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: '10.0.0.5, 10.1.0.0/16,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8', 'loopback']);
  });

  it.each([
    ['true', /would believe any client's X-Forwarded-For/],
    ['TRUE', /would believe any client's X-Forwarded-For/],
    ['*', /would believe any client's X-Forwarded-For/],
    ['0.0.0.0/0', /covers every address/],
    ['::/0', /covers every address/],
    ['2', /a hop count \('2'\) cannot tell a proxy from a client/],
    ['proxy.example', /'proxy.example' is not an address or CIDR/],
    ['10.0.0.0/33', /'10.0.0.0\/33' is not an address or CIDR/],
    ['10.0.0.1,', /'' is not an address or CIDR/],
  ])('refuses %s with a config error that says what to set', (value, message) => {
    const start = () => loadConfig({ DATA_DIR: dataDir(), TRUST_PROXY: value });
    expect(start).toThrow(ConfigError);
    expect(start).toThrow(/TRUST_PROXY: .*name your reverse proxies/);
    expect(start).toThrow(message);
  });
});
