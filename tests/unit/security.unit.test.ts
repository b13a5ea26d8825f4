import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { unsubscribeLink, unsubscribeSignature, validUnsubscribeSignature } from '../../src/server/learning/newsletter';
import { reportCsv } from '../../src/server/reports/csv';
import type { ReportResult } from '../../src/shared/reportDefinitions';
import { formulaSafe, toCsv } from '../../src/server/security/csv';
import { imageHostsOf } from '../../src/server/config';
import { contentSecurityDirectives, inlineScripts, scriptHash } from '../../src/server/security/headers';
import { redactUrl, withRedactedRequests } from '../../src/server/security/logRedaction';
import { quotaFor } from '../../src/server/uploads/quota';
import { PRERENDER_GATE_SCRIPT, holdEntryScript, prerenderTemplate } from '../../src/shared/prerender';

/* The pure helpers of issue 20, point 6: CSV cells, the CSP's inline scripts, log redaction, unsubscribe signatures. */

describe('CSV cells (formula injection)', () => {
  it('puts a quote before text that starts with = + - @, a tab or a carriage return', () => {
    for (const text of [
      "=cmd|' /C calc'!A0",
      '+1+cmd|x',
      '-2+3+cmd|x',
      '@SUM(1+1)',
      '\t=1+1',
      '\r=1+1',
      '=HYPERLINK("http://evil","x")',
      '-',
      '@',
    ]) {
      expect(formulaSafe(text), JSON.stringify(text)).toBe(`'${text}`);
    }
  });

  it('leaves other text, numbers (negative ones too) and plain decimal text as they are', () => {
    for (const text of ['Giza', 'a=1', ' =1', "'=already", 'Total', '']) expect(formulaSafe(text)).toBe(text);
    expect(formulaSafe(-12.5)).toBe(-12.5);
    expect(formulaSafe(0)).toBe(0);
    expect(formulaSafe('-12.50')).toBe('-12.50');
    expect(formulaSafe('-3')).toBe('-3');
    expect(formulaSafe(null)).toBe('');
    expect(formulaSafe(undefined)).toBe('');
  });

  it('writes RFC 4180 with a byte-order mark and CRLF, every cell made safe, quoting where needed', () => {
    expect(
      toCsv([
        ['Name', 'Note'],
        ['=1+1', 'a,b'],
        ['@x', 'say "hi"'],
        [-5, null],
      ]),
    ).toBe('\ufeffName,Note\r\n\'=1+1,"a,b"\r\n\'@x,"say ""hi"""\r\n-5,\r\n');
  });

  it('is what a report CSV is written with', () => {
    const result = {
      type: 'sales',
      from: '2026-01-01',
      to: '2026-01-01',
      group_by: 'city',
      columns: [
        { key: 'city', label: 'City', kind: 'text' },
        { key: 'revenue', label: 'Revenue (EGP)', kind: 'money' },
      ],
      rows: [
        { city: "=cmd|' /C calc'!A0", revenue: 60 },
        { city: 'Giza', revenue: -10 },
      ],
      totals: { revenue: 50 },
      summary: null,
      generated_at: '2026-01-01T00:00:00Z',
      projections_behind: 0,
    } satisfies ReportResult;
    expect(reportCsv(result)).toBe("\ufeffCity,Revenue (EGP)\r\n'=cmd|' /C calc'!A0,60\r\nGiza,-10\r\nTotal,50\r\n");
  });
});

describe('the Content-Security-Policy', () => {
  it('finds the inline scripts a browser would run in the built page: the first-paint gate, not the held entry nor data', () => {
    const page = holdEntryScript(
      '<html><head><script type="application/json" id="q">{"a":"<"}</script></head><body><div id="root"></div><script type="module" crossorigin src="/assets/index-abc.js"></script></body></html>',
    ).replace(
      '<div id="root"></div>',
      `<div id="root"></div>${prerenderTemplate('/', '<p>home</p>')}${PRERENDER_GATE_SCRIPT}`,
    );
    const gate = PRERENDER_GATE_SCRIPT.slice('<script>'.length, -'</script>'.length);
    expect(inlineScripts(page)).toEqual([gate]);
    expect(
      inlineScripts(
        '<script type="module">import("/a.js")</script><script TYPE="text/javascript">b()</script><script type="text/x-held">c</script>',
      ),
    ).toEqual(['import("/a.js")', 'b()']);
  });

  it('hashes a script body as CSP does (sha256 of the exact text, base64)', () => {
    expect(scriptHash("alert('x')")).toBe(`'sha256-${createHash('sha256').update("alert('x')").digest('base64')}'`);
    expect(scriptHash('a ')).not.toBe(scriptHash('a'));
  });

  it('allows no inline script but by hash, and upgrades requests only on https', () => {
    const http = contentSecurityDirectives({ scriptHashes: ["'sha256-abc'"], https: false });
    expect(http['script-src']).toEqual(["'self'", "'sha256-abc'"]);
    expect(http['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(http['object-src']).toEqual(["'none'"]);
    expect(http['frame-ancestors']).toEqual(["'none'"]);
    expect(http['upgrade-insecure-requests']).toBeUndefined();
    expect(contentSecurityDirectives({ scriptHashes: [], https: true })['upgrade-insecure-requests']).toEqual([]);
    expect(
      contentSecurityDirectives({ scriptHashes: [], imageHosts: ['https://img.example.com'], https: true })['img-src'],
    ).toEqual(["'self'", 'data:', 'blob:', 'https://img.example.com']);
  });

  it('takes extra image hosts only as https origins', () => {
    expect(imageHostsOf(undefined)).toEqual([]);
    expect(imageHostsOf('https://a.example.com, https://b.example.com/')).toEqual([
      'https://a.example.com',
      'https://b.example.com',
    ]);
    expect(() => imageHostsOf('http://a.example.com')).toThrow(/https origin/);
    expect(() => imageHostsOf('https://a.example.com/pictures')).toThrow(/https origin/);
    expect(() => imageHostsOf("'unsafe-inline'")).toThrow(/not an address/);
  });
});

describe('log redaction of addresses', () => {
  it.each([
    ['/reset-password?token=abc-123', '/reset-password?token=[redacted]'],
    ['/newsletter/unsubscribe?email=a%40b.c&token=xyz', '/newsletter/unsubscribe?email=a%40b.c&token=[redacted]'],
    [
      '/x?refresh_token=r&a=1&Access_Token=q&%74oken=t',
      '/x?refresh_token=[redacted]&a=1&Access_Token=[redacted]&%74oken=[redacted]',
    ],
    ['/shop?page=2&token', '/shop?page=2&token'],
    ['/shop', '/shop'],
    ['/x?%E0%A4%A=1&token=s', '/x?%E0%A4%A=1&token=[redacted]'],
  ])('replaces the values of token-like parameters and keeps the rest: %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged);
  });

  it('adds the redacting serializer to a logger, and leaves no logger alone', () => {
    expect(withRedactedRequests(false)).toBe(false);
    const withLevel = withRedactedRequests({ level: 'info' }) as unknown as {
      level: string;
      serializers: { req: unknown };
    };
    expect(withLevel.level).toBe('info');
    expect(typeof withLevel.serializers.req).toBe('function');
    expect(typeof (withRedactedRequests(true) as unknown as { serializers: { req: unknown } }).serializers.req).toBe(
      'function',
    );
  });
});

describe('newsletter unsubscribe signatures', () => {
  const secret = 'a-secret-a-secret-a-secret-a-secret-0123';

  it('signs an address whatever its case, and nothing else', () => {
    const token = unsubscribeSignature(secret, 'Reader@Example.com');
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(validUnsubscribeSignature(secret, 'reader@example.com ', token)).toBe(true);
    expect(validUnsubscribeSignature(secret, 'other@example.com', token)).toBe(false);
    expect(validUnsubscribeSignature('another-secret-another-secret-another', 'reader@example.com', token)).toBe(false);
    expect(validUnsubscribeSignature(secret, 'reader@example.com', token.slice(1))).toBe(false);
    expect(validUnsubscribeSignature(secret, 'reader@example.com', '')).toBe(false);
  });

  it('writes the link to the storefront page with the address and its signature', () => {
    const link = new URL(
      unsubscribeLink({ publicUrl: 'https://fellah.example', jwtSecret: secret }, 'a+b@example.com', 'en'),
    );
    expect(link.origin + link.pathname).toBe('https://fellah.example/newsletter/unsubscribe');
    expect(link.searchParams.get('email')).toBe('a+b@example.com');
    expect(link.searchParams.get('token')).toBe(unsubscribeSignature(secret, 'a+b@example.com'));
  });

  it('opens the Arabic page for an address that subscribed in Arabic, with the same signature', () => {
    const link = new URL(
      unsubscribeLink({ publicUrl: 'https://fellah.example', jwtSecret: secret }, 'a+b@example.com', 'ar'),
    );
    expect(link.origin + link.pathname).toBe('https://fellah.example/ar/newsletter/unsubscribe');
    expect(link.searchParams.get('token')).toBe(unsubscribeSignature(secret, 'a+b@example.com'));
  });
});

describe('upload quotas', () => {
  it('gives customers 50 files and 50 MB a day, administrators ten times that', () => {
    expect(quotaFor('customer')).toEqual({ filesPerDay: 50, bytesPerDay: 50 * 1024 * 1024 });
    expect(quotaFor('admin')).toEqual({ filesPerDay: 500, bytesPerDay: 500 * 1024 * 1024 });
  });
});
