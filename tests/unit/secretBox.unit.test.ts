import { describe, expect, it } from 'vitest';
import { isSealed, seal, unseal } from '../../src/server/auth/secretBox';

const KEY = 'a-data-encryption-key-of-at-least-32-chars';

describe('secrets sealed at rest (AES-256-GCM)', () => {
  it('opens what it sealed, and every sealing differs (a fresh IV)', () => {
    const a = seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', KEY, 'totp-secret');
    const b = seal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', KEY, 'totp-secret');
    expect(isSealed(a)).toBe(true);
    expect(a).not.toBe(b);
    expect(unseal(a, KEY, 'totp-secret')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });

  it('opens nothing under another key or purpose, or once altered', () => {
    const sealed = seal('secret', KEY, 'totp-secret');
    expect(unseal(sealed, `${KEY}-other`, 'totp-secret')).toBeNull();
    expect(unseal(sealed, KEY, 'another-purpose')).toBeNull();
    // One bit of the ciphertext, then of the tag, turned over (a whole byte, not a base64 letter, whose low bits may be padding).
    const parts = sealed.split('.');
    for (const at of [parts.length - 2, parts.length - 1]) {
      const bytes = Buffer.from(parts[at]!, 'base64url');
      bytes[0]! ^= 1;
      const altered = parts.map((part, i) => (i === at ? bytes.toString('base64url') : part)).join('.');
      expect(altered).not.toBe(sealed);
      expect(unseal(altered, KEY, 'totp-secret')).toBeNull();
    }
  });

  it('reads a value stored before sealing as it is', () => {
    expect(isSealed('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe(false);
    expect(unseal('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', KEY, 'totp-secret')).toBe('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP');
  });
});
