import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { type PaymentsConfig, paymentsConfigOf } from './payments/config';
import { type MessagingConfig, messagingConfigOf } from './messaging/config';

/** The environment the server reads, parsed once with zod. Unset values fall back to the embedded defaults. */
const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Issue 38: the key backups are encrypted with (AES-256-GCM; any 32+ character secret). Unset: one kept in DATA_DIR. */
  BACKUP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  ADMIN_EMAIL: z.email('must be an e-mail address').optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  /** Issue 38: the key TOTP secrets are encrypted with at rest (any 32+ characters). Unset: one kept in DATA_DIR. */
  DATA_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Issue 38: '1' — the admin area needs two-factor sign-in. */
  ADMIN_REQUIRE_2FA: z.enum(['0', '1']).default('0'),
  WORKERS: z.enum(['0', '1']).default('1'),
  /** Unset: `fellah:<database name>` (see redisPrefixOf). */
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9:._-]{0,99}$/, 'must be letters, digits and : . _ - (up to 100), e.g. fellah:shop')
    .optional(),
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http:// or https:// URL')
    .optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  CSP_IMAGE_HOSTS: z.string().optional(),
  /** Unset: '1' without DATABASE_URL (the demo shop of `npm start`), '0' with it (a real deployment). */
  DEMO_DATA: z.enum(['0', '1']).optional(),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  UPLOAD_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  ANSWER_CACHE_MB: z.coerce.number().int().min(0).max(1024).default(24),
  TRUST_PROXY: z
    .string()
    .transform((value, ctx) => {
      const parsed = parseTrustProxy(value);
      if (typeof parsed === 'string') {
        ctx.addIssue({ code: 'custom', message: parsed });
        return z.NEVER;
      }
      return parsed;
    })
    .optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * What every Redis key of this deployment starts with: the BullMQ queues' prefix (projections, reports and the
   * periodic jobs) and the rate limits' keys, so deployments sharing one Redis database never take each other's jobs,
   * locks or budgets.
   */
  redisPrefix: string;
  jwtSecret: string;
  /** BACKUP_ENCRYPTION_KEY; undefined: the backups use a key generated once and kept in DATA_DIR/backup-key. */
  backupEncryptionKey: string | undefined;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  /** DATA_ENCRYPTION_KEY, or the one generated once and kept in DATA_DIR/data-encryption-key (src/server/auth/secretBox.ts). */
  dataEncryptionKey: string;
  /** ADMIN_REQUIRE_2FA=1: administrator procedures refuse an administrator without two-factor sign-in. */
  adminRequireTwoFactor: boolean;
  workers: boolean;
  smtpUrl: string | undefined;
  /** Where users reach the storefront: the base of links sent by e-mail (reset, verification). */
  publicUrl: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** `auto`: readable lines for a person at a terminal, JSON lines for machines (a pipe, a file, a log collector). */
  logFormat: z.infer<typeof ZEnv>['LOG_FORMAT'];
  /** https origins pictures may also come from (the Content-Security-Policy's img-src). */
  cspImageHosts: string[];
  demoData: boolean;
  /** Calls per minute per client (clientKey) on /api and /trpc; every call of a tRPC batch counts. */
  rateLimitPerMinute: number;
  /** Upload calls per minute per client, counted apart from (and as well as) the request budget. */
  uploadRateLimitPerMinute: number;
  /** Memory for the public reads' answers kept serialized and compressed (src/server/http/answerCache.ts); 0 = none. */
  answerCacheMb: number;
  /** fastify's `trustProxy`: false (the peer is the client) or the proxies' addresses/CIDRs. Never true. */
  trustProxy: TrustProxy;
  dbPoolSize: number;
  /** The online payment providers (src/server/payments/config.ts): none configured, the shop is as before. */
  payments: PaymentsConfig;
  /** The SMS and WhatsApp providers (src/server/messaging/config.ts): none configured, those messages wait in the outbox. */
  messaging: MessagingConfig;
}

/** Which proxies' X-Forwarded-For is believed: none, or these addresses/CIDRs/proxy-addr range names. */
export type TrustProxy = false | string[];

/** The names proxy-addr (fastify's trustProxy) understands besides addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const TRUST_PROXY_HELP =
  "name your reverse proxies: addresses or CIDRs, comma-separated (e.g. '10.0.0.5,10.1.0.0/16'), or loopback, linklocal, uniquelocal";

/**
 * TRUST_PROXY as fastify's `trustProxy`, or the message saying why it is refused. `true`, `*` and a /0 range would
 * believe any client's X-Forwarded-For, letting every caller choose the address it is counted under. A hop count is
 * refused too: it cannot tell a proxy from a client that reaches the server directly, and fastify 5.12 ignores it
 * (every client would then share the proxy's address and one budget).
 */
export function parseTrustProxy(value: string): TrustProxy | string {
  const text = value.trim().toLowerCase();
  if (text === 'false' || text === '0') return false;
  if (/^\d+$/.test(text))
    return `a hop count ('${value}') cannot tell a proxy from a client that connects directly: ${TRUST_PROXY_HELP}`;
  if (text === 'true' || text === '*')
    return `'${value}' would believe any client's X-Forwarded-For: ${TRUST_PROXY_HELP}`;
  const entries = text.split(',').map((e) => e.trim());
  for (const entry of entries) {
    if (PROXY_RANGE_NAMES.has(entry)) continue;
    const [address = '', bits, ...rest] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || rest.length > 0) return `'${entry}' is not an address or CIDR: ${TRUST_PROXY_HELP}`;
    if (bits === undefined) continue;
    const max = family === 4 ? 32 : 128;
    if (!/^\d+$/.test(bits) || Number(bits) > max) return `'${entry}' is not an address or CIDR: ${TRUST_PROXY_HELP}`;
    if (Number(bits) === 0)
      return `'${entry}' covers every address, so it would believe any client's X-Forwarded-For: ${TRUST_PROXY_HELP}`;
  }
  return entries;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** The https origins of CSP_IMAGE_HOSTS (comma or space separated); anything else is refused with the reason. */
export function imageHostsOf(value: string | undefined): string[] {
  const hosts: string[] = [];
  for (const entry of (value ?? '').split(/[\s,]+/).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(entry);
    } catch {
      throw new ConfigError(
        `CSP_IMAGE_HOSTS: "${entry}" is not an address; give https origins such as https://images.example.com`,
      );
    }
    if (url.protocol !== 'https:' || url.origin !== entry.replace(/\/+$/, '')) {
      throw new ConfigError(
        `CSP_IMAGE_HOSTS: "${entry}" must be an https origin only (no path), such as https://images.example.com`,
      );
    }
    hosts.push(url.origin);
  }
  return hosts;
}

/** Treat empty strings as unset, so `FOO= npm start` means the default. */
function withoutEmpty(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined && e[1] !== ''),
  );
}

/** Parse the environment; a bad value throws a ConfigError naming every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ZEnv.safeParse(withoutEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const payments = paymentsConfigOf(withoutEmpty(env));
  if (Array.isArray(payments))
    throw new ConfigError(`Invalid configuration:\n${payments.map((p) => `  ${p}`).join('\n')}`);
  const messaging = messagingConfigOf(withoutEmpty(env));
  if (Array.isArray(messaging))
    throw new ConfigError(`Invalid configuration:\n${messaging.map((p) => `  ${p}`).join('\n')}`);
  if ((e.ADMIN_EMAIL === undefined) !== (e.ADMIN_PASSWORD === undefined)) {
    throw new ConfigError('Invalid configuration:\n  ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (e.DATABASE_URL && !e.JWT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  JWT_SECRET: must be set when DATABASE_URL is set: every server and worker process signs and checks tokens with it, so they must share one (32+ characters, e.g. `openssl rand -base64 48`)',
    );
  }
  const dataDir = resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX ?? redisPrefixOf(e.DATABASE_URL),
    jwtSecret: e.JWT_SECRET ?? persistedSecret(dataDir),
    backupEncryptionKey: e.BACKUP_ENCRYPTION_KEY,
    adminEmail: e.ADMIN_EMAIL,
    adminPassword: e.ADMIN_PASSWORD,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY ?? persistedSecret(dataDir, 'data-encryption-key'),
    adminRequireTwoFactor: e.ADMIN_REQUIRE_2FA === '1',
    workers: e.WORKERS === '1',
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    cspImageHosts: imageHostsOf(e.CSP_IMAGE_HOSTS),
    demoData: (e.DEMO_DATA ?? (e.DATABASE_URL ? '0' : '1')) === '1',
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: e.UPLOAD_RATE_LIMIT_PER_MINUTE,
    answerCacheMb: e.ANSWER_CACHE_MB,
    trustProxy: e.TRUST_PROXY ?? false,
    dbPoolSize: e.DB_POOL_SIZE,
    payments,
    messaging,
  };
}

/**
 * The default REDIS_PREFIX: `fellah:<database name>` (`fellah:embedded` for the embedded database). Every process of a
 * deployment reads the same DATABASE_URL, so they meet; two deployments whose databases have the same name on
 * different servers must set REDIS_PREFIX to share a Redis database.
 */
export function redisPrefixOf(databaseUrl: string | undefined): string {
  if (!databaseUrl) return 'fellah:embedded';
  const name = decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\/+/, '')) || 'postgres';
  return `fellah:${name.replace(/[^A-Za-z0-9._-]/g, '_')}`;
}

/**
 * A JWT secret generated on first start and kept in DATA_DIR, so tokens survive restarts: only for the embedded
 * database, where one process serves everything (with DATABASE_URL, JWT_SECRET is required).
 */
function persistedSecret(dataDir: string, name = 'jwt-secret'): string {
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  try {
    // 'wx': two processes starting at once on one DATA_DIR keep the first one's secret, never two.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return readFileSync(file, 'utf8').trim();
    throw err;
  }
  return secret;
}
