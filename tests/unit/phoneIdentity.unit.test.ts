import { describe, expect, it } from 'vitest';
import { codeText, mayReceiveCodes, newPhoneCode } from '../../src/server/accounts/phoneCodes';
import { ZLoginInput, ZPhoneCode, ZRegisterInput, ZSignInPhone } from '../../src/shared/schemas/auth';

/* The phone as an identity: how numbers and codes are read, and which numbers receive codes. */

describe('a mobile number that names an account', () => {
  it.each([
    ['01012345678', '+201012345678'],
    ['0101 234 5678', '+201012345678'],
    ['٠١٠١ ٢٣٤ ٥٦٧٨', '+201012345678'],
    ['۰۱۱۲۳۴۵۶۷۸۹', '+201123456789'],
    ['+20 122 345 6789', '+201223456789'],
    ['00201512345678', '+201512345678'],
  ])('reads %s as %s', (typed, e164) => {
    expect(ZSignInPhone.parse(typed)).toBe(e164);
  });

  it.each(['', '   ', '0101234567', '01312345678', '0223456789', 'call me'])('refuses %j', (typed) => {
    expect(ZSignInPhone.safeParse(typed).success).toBe(false);
  });
});

describe('which numbers receive codes', () => {
  it('Egyptian mobiles (010, 011, 012, 015) only, unless the setting widens it to the shipping countries', () => {
    for (const e164 of ['+201012345678', '+201112345678', '+201212345678', '+201512345678'])
      expect(mayReceiveCodes(e164, false)).toBe(true);
    expect(mayReceiveCodes('+966501234567', false)).toBe(false);
    expect(mayReceiveCodes('+966501234567', true)).toBe(true);
    expect(mayReceiveCodes('+4915112345678', true)).toBe(false);
  });
});

describe('codes', () => {
  it('are six digits, typed with Western or Arabic-Indic digits and spaces', () => {
    expect(newPhoneCode()).toMatch(/^\d{6}$/);
    expect(ZPhoneCode.parse('١٢٣ ٤٥٦')).toBe('123456');
    expect(ZPhoneCode.safeParse('12345').success).toBe(false);
    expect(ZPhoneCode.safeParse('12345a').success).toBe(false);
  });

  it('are worded in the grower’s language with their validity', () => {
    expect(codeText('en', '042917')).toContain('042917');
    expect(codeText('en', '042917')).toContain('10 minutes');
    expect(codeText('ar', '042917')).toContain('042917');
    expect(codeText('ar', '042917')).toContain('دقائق');
  });
});

describe('sign-up and sign-in', () => {
  const names = { first_name: 'Saeed', last_name: 'Hassan', password: 'nile-delta-harvest-7' };
  it('need an e-mail address or a mobile number', () => {
    expect(ZRegisterInput.safeParse({ ...names, phone: '01012345678' }).success).toBe(true);
    expect(ZRegisterInput.safeParse({ ...names, email: 'saeed@example.com' }).success).toBe(true);
    const neither = ZRegisterInput.safeParse(names);
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0]?.path).toEqual(['email']);
    expect(ZLoginInput.safeParse({ phone: '٠١٠١٢٣٤٥٦٧٨', password: 'x' }).data?.phone).toBe('+201012345678');
    expect(ZLoginInput.safeParse({ password: 'x' }).success).toBe(false);
  });
});

describe('the forms of each method', () => {
  it('check only the fields the chosen method shows (the other one stays empty)', async () => {
    const { ZLoginForm, ZPhoneLoginForm, ZPhoneSignUpForm, ZSignUpForm } = await import(
      '../../src/shared/schemas/auth'
    );
    const login = { email: '', phone: '', password: 'x', rememberMe: false };
    expect(ZLoginForm.safeParse({ ...login, email: 'saeed@example.com' }).success).toBe(true);
    expect(ZPhoneLoginForm.safeParse({ ...login, phone: '٠١٠١٢٣٤٥٦٧٨' }).success).toBe(true);
    const signUp = {
      first_name: 'Saeed',
      last_name: 'Hassan',
      email: '',
      phone: '',
      password: 'nile-delta-harvest-7',
      confirm: 'nile-delta-harvest-7',
      terms: true,
    };
    expect(ZPhoneSignUpForm.safeParse({ ...signUp, phone: '01012345678' }).success).toBe(true);
    expect(ZSignUpForm.safeParse({ ...signUp, email: 'saeed@example.com' }).success).toBe(true);
  });
});
