import { describe, expect, it } from 'vitest';
import { deviceOf, networkOf } from '../../src/server/accounts/devices';

describe('a device, as the new-device notice tells them apart', () => {
  it('is the browser family, the system and the network', () => {
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(deviceOf(chrome, '203.0.113.9')).toEqual({
      key: 'Chrome|Windows|203.0.113.0/24',
      browser: 'Chrome',
      system: 'Windows',
      network: '203.0.113.0/24',
    });
    const edge = `${chrome} Edg/131.0.0.0`;
    expect(deviceOf(edge, '203.0.113.9').browser).toBe('Edge');
    const safari =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
    expect(deviceOf(safari, '2001:db8:1:2::5')).toMatchObject({
      browser: 'Safari',
      system: 'iOS',
      network: '2001:db8:1:2::/64',
    });
    expect(deviceOf('', '198.51.100.1')).toMatchObject({ browser: 'Unknown browser', system: 'unknown system' });
  });

  it('keeps a new version of the same browser, or a new address in the same network, the same device', () => {
    const v1 = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
    const v2 = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
    expect(deviceOf(v1, '192.0.2.4').key).toBe(deviceOf(v2, '192.0.2.200').key);
    expect(networkOf('::ffff:192.0.2.4')).toBe('192.0.2.0/24');
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe(networkOf('2001:db8:1:2:bbbb::2'));
  });
});
