import fc from 'fast-check';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { englishText, msg } from '../../src/shared/messages';
import { renderMessage } from '../../src/shared/messagesLocalised';
import { COUNTRY_CODES, MOBILE_PLANS, localPhone, mobileE164 } from '../../src/shared/phone';
import { ZAddressInput, ZPhone, ZProfileInput } from '../../src/shared/schemas/auth';
import { isCallableIn } from '../../src/server/orders/phone';

/** Issue 45, item 1: numbers a courier can call. */
describe('phone numbers', () => {
  it('takes an Egyptian mobile as Egyptians write it, and keeps it in E.164', () => {
    for (const typed of [
      '01012345678',
      '0101 234 5678',
      '010-1234-5678',
      '+20 101 234 5678',
      '+201012345678',
      '00201012345678',
      '201012345678',
      '+20 0101 234 5678',
      '٠١٠١٢٣٤٥٦٧٨',
      '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧',
    ]) {
      expect(mobileE164(typed), typed).toMatch(/^\+201[0125]\d{8}$/);
    }
    expect(mobileE164('0155 123 4567')).toBe('+201551234567');
  });

  it('refuses what a courier cannot call: 10 digits, a letter O, a landline, another prefix', () => {
    for (const typed of [
      '0101234567',
      '010123456789',
      '01O12345678',
      '0223456789',
      '01312345678',
      '+20 1234',
      'call me',
      '',
    ]) {
      expect(mobileE164(typed), typed).toBeNull();
    }
  });

  it('the refusal names the expected form, in both languages', () => {
    const result = ZPhone.safeParse('0101234567');
    expect(result.success).toBe(false);
    const english = englishText(msg('form.phoneInvalid'));
    expect(result.error!.issues[0]!.message).toBe(english);
    expect(english).toContain('010, 011, 012 or 015');
    expect(renderMessage(msg('form.phoneInvalid'), 'ar')).toContain('010 أو 011 أو 012 أو 015');
    expect(
      ZAddressInput.safeParse({ first_name: 'a', last_name: 'b', phone: '01O12345678', address: 'x', city: 'Aswan' })
        .success,
    ).toBe(false);
    expect(
      ZProfileInput.safeParse({ first_name: 'a', last_name: 'b', email: 'a@b.eg', phone: '0101234567' }).success,
    ).toBe(false);
    expect(
      ZProfileInput.parse({ first_name: 'a', last_name: 'b', email: 'a@b.eg', phone: '0101 234 5678' }).phone,
    ).toBe('+201012345678');
  });

  it('shows a stored number in the local form, and an older one as it was stored', () => {
    expect(localPhone('+201012345678')).toBe('0101 234 5678');
    expect(localPhone('+966501234567')).toBe('+966 50 123 4567');
    expect(localPhone('+20 2 2735 0400')).toBe('+20 2 2735 0400');
  });

  it("agrees with libphonenumber-js's metadata on every country's mobiles (the small rule the browser runs)", () => {
    for (const [country, plan] of Object.entries(MOBILE_PLANS)) {
      fc.assert(
        fc.property(fc.stringMatching(/^[1-9]\d{6,9}$/), (national) => {
          const e164 = `+${plan.code}${national}`;
          const library = parsePhoneNumberFromString(e164);
          const libraryMobile = Boolean(
            library?.isValid() &&
              library.country === COUNTRY_CODES[country] &&
              ['MOBILE', 'FIXED_LINE_OR_MOBILE'].includes(library.getType() ?? ''),
          );
          expect(mobileE164(e164) !== null, e164).toBe(libraryMobile);
        }),
        { numRuns: 3000 },
      );
    }
  });

  it('the server refuses a number of another country than the address', () => {
    expect(isCallableIn('+201012345678', 'Egypt')).toBe(true);
    expect(isCallableIn('+966501234567', 'Egypt')).toBe(false);
    expect(isCallableIn('+966501234567', 'Saudi Arabia')).toBe(true);
  });
});
