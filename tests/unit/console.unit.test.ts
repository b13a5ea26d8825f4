import { describe, expect, it } from 'vitest';
import { loggerOptions, startBanner } from '../../src/server/console';
import { demoCustomerAccount } from '../../src/server/demo/customer';

describe('the log a person reads', () => {
  it('is pino-pretty at a terminal and JSON lines for machines, unless LOG_FORMAT says otherwise', () => {
    expect(loggerOptions({ logLevel: 'info', logFormat: 'auto' }, true)).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions({ logLevel: 'info', logFormat: 'auto' }, false)).toEqual({ level: 'info' });
    expect(loggerOptions({ logLevel: 'warn', logFormat: 'json' }, true)).toEqual({ level: 'warn' });
    expect(loggerOptions({ logLevel: 'debug', logFormat: 'pretty' }, false)).toMatchObject({
      level: 'debug',
      transport: { target: 'pino-pretty' },
    });
  });
});

describe('the start banner', () => {
  it('names the shop address, the demo sign-in and the admin area on embedded defaults', () => {
    const lines = startBanner({ demoData: true, adminEmail: undefined, databaseUrl: undefined }, 3000);
    expect(lines[0]).toContain('http://localhost:3000');
    expect(lines.join('\n')).toContain(`${demoCustomerAccount().email} / ${demoCustomerAccount().password}`);
    expect(lines.join('\n')).toContain('http://localhost:3000/admin');
    expect(lines.join('\n')).toContain('set ADMIN_EMAIL and ADMIN_PASSWORD');
  });

  it('leaves out the demo sign-in without demo data and names the configured administrator', () => {
    const text = startBanner(
      { demoData: false, adminEmail: 'ops@fellah.eg', databaseUrl: 'postgres://db/fellah' },
      8080,
    ).join('\n');
    expect(text).toContain('http://localhost:8080');
    expect(text).not.toContain(demoCustomerAccount().email);
    expect(text).toContain('sign in as ops@fellah.eg');
    expect(text).not.toContain('embedded database');
  });
});
