import { describe, expect, it } from 'vitest';
import { clientKey } from '../../src/server/clientKey';
import { isUploadProcedure, trpcCalls } from '../../src/host/rateLimit';

describe('clientKey', () => {
  it.each([
    // An IPv4 address is kept as it is.
    ['203.0.113.7', '203.0.113.7'],
    ['127.0.0.1', '127.0.0.1'],
    // IPv6 addresses are grouped by their /64, however they are written.
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:fffe', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:0000:0000:0000:0009', '2001:db8:1:2::/64'],
    ['2001:db8:1:3::1', '2001:db8:1:3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['::', '0:0:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    // An IPv4-mapped IPv6 address is read as the IPv4 address, in either notation.
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::FFFF:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['0:0:0:0:0:ffff:7f00:1', '127.0.0.1'],
    // Other IPv6 addresses with an embedded IPv4 are not taken for IPv4.
    ['64:ff9b::203.0.113.7', '64:ff9b:0:0::/64'],
    ['::203.0.113.7', '0:0:0:0::/64'],
    // What is not an address is returned unchanged.
    ['', ''],
    ['unknown', 'unknown'],
    ['2001:db8::g', '2001:db8::g'],
  ])('keys %j as %j', (address, key) => {
    expect(clientKey(address)).toBe(key);
  });
});

describe('trpcCalls', () => {
  it('is one call without batch=1, whatever the path holds', () => {
    expect(trpcCalls('system.health', '')).toEqual(['system.health']);
    expect(trpcCalls('a,b', 'input=%7B%7D')).toEqual(['a,b']);
    expect(trpcCalls('a,b', 'batch=0')).toEqual(['a,b']);
  });

  it('is every name of a batch, commas sent encoded or not, as tRPC decodes them', () => {
    expect(trpcCalls('a,b,c', 'batch=1')).toEqual(['a', 'b', 'c']);
    expect(trpcCalls('a%2Cb%2Cc', 'batch=1&input=%7B%7D')).toEqual(['a', 'b', 'c']);
    expect(trpcCalls('a,,b', 'batch=1')).toEqual(['a', '', 'b']);
    expect(trpcCalls(Array(30).fill('auth.login').join(','), 'batch=1')).toHaveLength(30);
  });

  it('takes the first batch parameter, as URLSearchParams.get does', () => {
    expect(trpcCalls('a,b', 'batch=1&batch=0')).toHaveLength(2);
    expect(trpcCalls('a,b', 'batch=0&batch=1')).toHaveLength(1);
  });

  it('counts a path tRPC cannot decode as one call', () => {
    expect(trpcCalls('a,%E0%A4%A', 'batch=1')).toEqual(['a,%E0%A4%A']);
  });
});

describe('isUploadProcedure', () => {
  it('knows the procedures that take files: uploads.* and those behind the REST upload routes', () => {
    for (const name of ['uploads.image', 'uploads.document', 'uploads.multiple', 'auth.uploadAvatar'])
      expect(isUploadProcedure(name)).toBe(true);
    for (const name of ['auth.login', 'products.list', 'system.rateLimitInfo', 'upload'])
      expect(isUploadProcedure(name)).toBe(false);
  });
});
