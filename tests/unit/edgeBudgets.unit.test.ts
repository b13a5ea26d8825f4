import { describe, expect, it } from 'vitest';
import {
  MAX_JSON_DEPTH,
  MAX_JSON_ELEMENTS,
  jsonShapeRefusal,
  trpcBodyLimit,
  JSON_BODY_LIMIT,
  LARGE_JSON_CALLS,
} from '../../src/server/http/bodyBudget';
import { routedPath } from '../../src/host/rateLimit';
import { FallbackWindows } from '../../src/host/rateLimit';
import { PUBLIC_CONTENT_CHANNEL, notificationScanner } from '../../src/server/publicContent';

/*
 * Issue 36: the pure pieces of the edge — the JSON shape check on the raw text, the per-call body limit, the path as the
 * router reads it, the fallback windows of the limits, and the reader of the embedded database's notifications.
 */

describe('jsonShapeRefusal', () => {
  const deep = (n: number) => `${'['.repeat(n)}${']'.repeat(n)}`;

  it('lets through what is within the budget, up to its edge', () => {
    expect(jsonShapeRefusal(deep(MAX_JSON_DEPTH))).toBeUndefined();
    expect(jsonShapeRefusal(`[${'0,'.repeat(MAX_JSON_ELEMENTS - 2)}0]`)).toBeUndefined();
    expect(jsonShapeRefusal('{"email":"a@b.c","password":"x"}')).toBeUndefined();
  });

  it('refuses one level or one element past it', () => {
    expect(jsonShapeRefusal(deep(MAX_JSON_DEPTH + 1))).toMatchObject({ statusCode: 400, code: 'BODY_TOO_DEEP' });
    expect(jsonShapeRefusal(`[${'0,'.repeat(MAX_JSON_ELEMENTS)}0]`)).toMatchObject({
      statusCode: 400,
      code: 'BODY_TOO_MANY_ELEMENTS',
    });
    expect(jsonShapeRefusal(`{${'"a":{'.repeat(MAX_JSON_DEPTH)}}`)).toMatchObject({ code: 'BODY_TOO_DEEP' });
  });

  it('reads strings as text: brackets, commas and escaped quotes inside them are not structure', () => {
    expect(jsonShapeRefusal(JSON.stringify({ a: `${'[{,'.repeat(50_000)}` }))).toBeUndefined();
    expect(jsonShapeRefusal(JSON.stringify({ a: `\\"${'['.repeat(100)}\\\\`, b: '"]]]' }))).toBeUndefined();
    // An escaped quote does not end the string; the brackets after it are still text.
    expect(jsonShapeRefusal(`["\\"${'['.repeat(100)}"]`)).toBeUndefined();
  });
});

describe('the body limit of a tRPC request', () => {
  it('is 64 KB unless a call of the batch is named larger', () => {
    expect(trpcBodyLimit(['auth.login'])).toBe(JSON_BODY_LIMIT);
    expect(trpcBodyLimit(['auth.login', 'auth.uploadAvatar'])).toBe(LARGE_JSON_CALLS['auth.uploadAvatar']);
    expect(trpcBodyLimit(['__proto__', 'constructor', 'toString'])).toBe(JSON_BODY_LIMIT);
  });
});

describe('routedPath: the path as the router reads it', () => {
  it.each([
    ['/%61pi/health/live', '/api/health/live'],
    ['/%74rpc/system.health?batch=1', '/trpc/system.health'],
    ['http://shop.example/api/health/live', '/api/health/live'],
    ['https://shop.example:8443/%61pi/x?y=1', '/api/x'],
    ['HTTP://shop.example', '/'],
    ['/api/%E0%A4%A', '/api/%E0%A4%A'],
  ])('%s → %s', (url, path) => expect(routedPath(url)).toBe(path));
});

describe('FallbackWindows', () => {
  it('counts per key within a minute, starts again after it, and forgets the oldest past its capacity', () => {
    const w = new FallbackWindows(2);
    expect(w.hit('a', 1, 0).count).toBe(1);
    expect(w.hit('a', 2, 1_000)).toEqual({ count: 3, ttlMs: 59_000 });
    expect(w.hit('a', 1, 60_000).count).toBe(1);
    w.hit('b', 1, 60_000);
    w.hit('c', 1, 60_000);
    expect(w.peek('a', 60_001).count).toBe(0);
    expect(w.peek('c', 60_001).count).toBe(1);
  });
});

describe('notificationScanner', () => {
  /** A backend message: type, Int32 length (itself included), body. */
  const message = (type: string, body: Buffer) => {
    const head = Buffer.alloc(5);
    head.write(type, 0, 'latin1');
    head.writeInt32BE(body.length + 4, 1);
    return Buffer.concat([head, body]);
  };
  const notification = (channel: string) =>
    message('A', Buffer.concat([Buffer.from([0, 0, 0, 42]), Buffer.from(`${channel}\0\0`)]));
  const stream = Buffer.concat([
    message('C', Buffer.from('UPDATE 1\0')),
    notification('other_channel'),
    notification(PUBLIC_CONTENT_CHANNEL),
    message('D', Buffer.alloc(300, 0x41)), // a data row full of 'A's: not a message type where it stands
    notification(PUBLIC_CONTENT_CHANNEL),
    message('Z', Buffer.from('I')),
  ]);

  it('hears each notification on its channel, whole', () => {
    let heard = 0;
    notificationScanner(PUBLIC_CONTENT_CHANNEL, () => heard++)(stream);
    expect(heard).toBe(2);
  });

  it('hears them however the answer is cut into chunks', () => {
    for (let cut = 1; cut < stream.length; cut += 7) {
      let heard = 0;
      const scan = notificationScanner(PUBLIC_CONTENT_CHANNEL, () => heard++);
      for (let i = 0; i < stream.length; i += cut) scan(stream.subarray(i, i + cut));
      expect(heard, `chunks of ${cut}`).toBe(2);
    }
  });
});
