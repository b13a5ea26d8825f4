import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import helmet from 'helmet';
import type { FastifyInstance } from 'fastify';

/*
 * Security headers on every answer: pages, files, /api and /trpc alike, set by helmet. Its
 * middleware is made once, at start: the headers are fixed strings then, where @fastify/helmet made a new middleware
 * (parsing the whole policy again) for every request — about 5 % of the server's time on a cached public read.
 *
 * The Content-Security-Policy lets scripts come only from this origin, plus the page's own inline scripts by their
 * sha256 (the first-paint gate of src/shared/prerender.ts, read from the built index.html at start-up, so a new
 * build brings its own hashes). No 'unsafe-inline' and no 'unsafe-eval' for scripts. The first screen's data that
 * src/server/storefrontPage.ts writes into the page is a `<script type="application/json">`: a data block the browser
 * never runs, so it needs no hash. Styles allow 'unsafe-inline': Mantine writes its CSS variables into a `<style>`
 * element at run time and its components carry `style` attributes (also in the server-painted markup); a style cannot
 * run code, and the script policy is what stops an injection. Pictures: this origin, `data:` (Mantine's inline SVG
 * icons in CSS) and `blob:` (previews of chosen files), plus the hosts named in CSP_IMAGE_HOSTS for product or crop
 * pictures an administrator links from another site (none by default: the demo's pictures are all under /images).
 * Fonts are self-hosted (@fontsource). The service worker and the web manifest come from this origin.
 *
 * Also: `nosniff`, `X-Frame-Options: DENY` with `frame-ancestors 'none'`, `Referrer-Policy:
 * strict-origin-when-cross-origin` (page views read the previous path of this site; other sites get the origin only),
 * and HSTS with `upgrade-insecure-requests` only when PUBLIC_URL is https (a shop run on http://localhost must not
 * tell the browser to insist on https).
 */

/** A script element the browser would run: no `src`, and no type or a JavaScript one (`module` included). */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const RUNNABLE_TYPE = /^(|module|text\/javascript|application\/javascript|text\/ecmascript|application\/ecmascript)$/i;

/** The bodies of the inline scripts of a page that the browser would run (data blocks and `src` scripts left out). */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? '';
    if (RUNNABLE_TYPE.test(type.trim())) found.push(body);
  }
  return found;
}

/** The CSP source of a script body: `'sha256-…'` over its exact text. */
export const scriptHash = (body: string) => `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;

export interface SecurityHeaderOptions {
  /** The built client (dist/client): its index.html's inline scripts are allowed by hash. */
  clientDir: string;
  /** The shop's public address (config.publicUrl): https turns HSTS and upgrade-insecure-requests on. */
  publicUrl: string;
  /** More origins pictures may come from (config.cspImageHosts, from CSP_IMAGE_HOSTS). */
  imageHosts: readonly string[];
}

/** The policy's directives for pages whose inline scripts have these hashes. */
export function contentSecurityDirectives(opts: {
  scriptHashes: readonly string[];
  imageHosts?: readonly string[];
  https: boolean;
}): Record<string, string[]> {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...opts.scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(opts.imageHosts ?? [])],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(opts.https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** The hashes of the built page's inline scripts (none before the client is built). */
export function builtPageScriptHashes(clientDir: string): string[] {
  const page = join(clientDir, 'index.html');
  if (!existsSync(page)) return [];
  return [...new Set(inlineScripts(readFileSync(page, 'utf8')).map(scriptHash))];
}

/** Register helmet on the app (at its root, so every route gets the headers, the 404 answers too). */
export async function registerSecurityHeaders(app: FastifyInstance, opts: SecurityHeaderOptions): Promise<void> {
  const https = opts.publicUrl.startsWith('https:');
  const setHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: contentSecurityDirectives({
        scriptHashes: builtPageScriptHashes(opts.clientDir),
        imageHosts: opts.imageHosts,
        https,
      }),
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
  });
  // On the raw response, as @fastify/helmet did: a route's own headers (the uploads' sandbox policy) still win.
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (err) => done(err instanceof Error ? err : undefined)),
  );
}
