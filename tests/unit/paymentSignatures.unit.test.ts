import { describe, expect, it } from 'vitest';
import { paymentsConfigOf, configuredMethods } from '../../src/server/payments/config';
import {
  fawryChargeSignature,
  fawryNotificationSignature,
  paymobHmac,
  paymobHmacString,
  sameSignature,
  verifyPaymobHmac,
} from '../../src/server/payments/signatures';
import { createHash } from 'node:crypto';

/*
 * The providers' signatures against their documentation: Paymob's sample Transaction Processed callback
 * (developers.paymob.com, "HMAC Transaction Callback": its concatenated string and calculated HMAC), and Fawry's
 * SHA-256 rules for the charge request and the server notification V2.
 */

/** The `obj` of Paymob's sample Transaction Processed callback (the fields the HMAC reads, as the sample has them). */
const SAMPLE = {
  id: 192036465,
  pending: false,
  amount_cents: 100000,
  success: true,
  is_auth: false,
  is_capture: false,
  is_standalone_payment: true,
  is_voided: false,
  is_refunded: false,
  is_3d_secure: true,
  integration_id: 4097558,
  has_parent_transaction: false,
  order: { id: 217503754, merchant_order_id: null, amount_cents: 100000 },
  created_at: '2024-06-13T11:33:44.592345',
  currency: 'EGP',
  error_occured: false,
  owner: 302852,
  source_data: { pan: '2346', type: 'card', sub_type: 'MasterCard' },
};
const SAMPLE_STRING =
  '1000002024-06-13T11:33:44.592345EGPfalsefalse1920364654097558truefalsefalsefalsetruefalse217503754302852false2346MasterCardcardtrue';
const SAMPLE_SECRET = '04DC1A9490B8CC2094C011FC055ADCDB';
const SAMPLE_HMAC =
  'fa8ac0b7f3852e60c50e7fdd4ea5ef0bda96030c19dea1d55df8c76d6c08ab1877774662cbb04981dc84839ad4da560bcc8cb53b8973548657f7e8f8d2e79930';

describe("Paymob's HMAC", () => {
  it("concatenates the 20 documented fields in order, as the documentation's sample shows", () => {
    expect(paymobHmacString(SAMPLE)).toBe(SAMPLE_STRING);
  });

  it("is the documentation's calculated HMAC for its sample, and verifies", () => {
    expect(paymobHmac(SAMPLE, SAMPLE_SECRET)).toBe(SAMPLE_HMAC);
    expect(verifyPaymobHmac(SAMPLE, SAMPLE_HMAC, SAMPLE_SECRET)).toBe(true);
    expect(verifyPaymobHmac(SAMPLE, SAMPLE_HMAC.toUpperCase(), SAMPLE_SECRET)).toBe(true);
  });

  it('refuses a changed field, another secret, a truncated, missing or non-hex signature', () => {
    expect(verifyPaymobHmac({ ...SAMPLE, amount_cents: 100 }, SAMPLE_HMAC, SAMPLE_SECRET)).toBe(false);
    expect(verifyPaymobHmac({ ...SAMPLE, success: false }, SAMPLE_HMAC, SAMPLE_SECRET)).toBe(false);
    expect(verifyPaymobHmac({ ...SAMPLE, order: { id: 1 } }, SAMPLE_HMAC, SAMPLE_SECRET)).toBe(false);
    expect(verifyPaymobHmac(SAMPLE, SAMPLE_HMAC, 'another-secret')).toBe(false);
    expect(verifyPaymobHmac(SAMPLE, SAMPLE_HMAC.slice(0, 64), SAMPLE_SECRET)).toBe(false);
    expect(verifyPaymobHmac(SAMPLE, undefined, SAMPLE_SECRET)).toBe(false);
    expect(verifyPaymobHmac(SAMPLE, `${SAMPLE_HMAC.slice(0, 127)}z`, SAMPLE_SECRET)).toBe(false);
    expect(sameSignature('ab', ['ab'])).toBe(false);
  });
});

describe("Fawry's signatures", () => {
  const sha = (s: string) => createHash('sha256').update(s).digest('hex');
  it('charge: merchantCode + merchantRefNum + customerProfileId + paymentMethod + amount (two decimals) + key', () => {
    expect(
      fawryChargeSignature(
        {
          merchantCode: 'is0N+YQzlE4=',
          merchantRefNum: '9990064204',
          customerProfileId: '777777',
          paymentMethod: 'PAYATFAWRY',
          amount: 20.1,
        },
        'KEY',
      ),
    ).toBe(sha('is0N+YQzlE4=9990064204777777PAYATFAWRY20.10KEY'));
  });

  it('notification V2: reference, merchant reference, amounts with two decimals, status, method, payment reference when present, key', () => {
    const n = {
      fawryRefNumber: '970177',
      merchantRefNumber: '9708f1cea8b5426cb57922df51b7f790',
      paymentAmount: 152,
      orderAmount: 150,
      orderStatus: 'PAID',
      paymentMethod: 'PAYATFAWRY',
      paymentRefrenceNumber: '24480',
    };
    expect(fawryNotificationSignature(n, 'KEY')).toBe(
      sha('9701779708f1cea8b5426cb57922df51b7f790152.00150.00PAIDPAYATFAWRY24480KEY'),
    );
    const { paymentRefrenceNumber: _r, ...created } = { ...n, orderStatus: 'NEW' };
    expect(fawryNotificationSignature(created, 'KEY')).toBe(
      sha('9701779708f1cea8b5426cb57922df51b7f790152.00150.00NEWPAYATFAWRYKEY'),
    );
  });
});

describe('The providers are configured together or not at all', () => {
  it('none by default: no online method', () => {
    const config = paymentsConfigOf({});
    expect(Array.isArray(config) ? config : configuredMethods(config)).toEqual([]);
  });

  it('a method only with its integration; half a configuration is refused with the reason', () => {
    const keys = {
      PAYMOB_SECRET_KEY: 'sk_test_12345678',
      PAYMOB_PUBLIC_KEY: 'pk_test_12345678',
      PAYMOB_HMAC_SECRET: 'hmac-secret-1234',
    };
    const wallet = paymentsConfigOf({ ...keys, PAYMOB_WALLET_INTEGRATION_ID: '123' });
    expect(Array.isArray(wallet) ? wallet : configuredMethods(wallet)).toEqual(['wallet']);
    expect(paymentsConfigOf({ PAYMOB_SECRET_KEY: 'sk_test_12345678', PAYMOB_CARD_INTEGRATION_ID: '1' })).toEqual([
      'PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET must be set together',
    ]);
    expect(paymentsConfigOf(keys)).toEqual([
      'PAYMOB_CARD_INTEGRATION_ID or PAYMOB_WALLET_INTEGRATION_ID: set the integration of at least one method',
    ]);
    expect(paymentsConfigOf({ FAWRY_MERCHANT_CODE: 'abc' })).toEqual([
      'FAWRY_MERCHANT_CODE and FAWRY_SECURITY_KEY must be set together',
    ]);
    const fawry = paymentsConfigOf({
      FAWRY_MERCHANT_CODE: 'abc',
      FAWRY_SECURITY_KEY: 'key-12345678',
      PAYMENT_EXPIRY_MINUTES: '45',
    });
    expect(
      Array.isArray(fawry) ? fawry : [configuredMethods(fawry), fawry.expiryMinutes, fawry.fawry?.baseUrl],
    ).toEqual([['fawry'], 45, 'https://www.atfawry.com']);
  });
});
