import { z } from 'zod';
import { DEFAULT_PAYMENT_EXPIRY_MINUTES, type OnlineMethod } from '../../shared/payments';

/*
 * The online payment providers' settings, from the environment. A method is offered only when its provider
 * is configured: Paymob's card with PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY, PAYMOB_HMAC_SECRET and
 * PAYMOB_CARD_INTEGRATION_ID; its wallets with the same keys and PAYMOB_WALLET_INTEGRATION_ID; Fawry with
 * FAWRY_MERCHANT_CODE and FAWRY_SECURITY_KEY. Without any of them the shop is as before: cash on delivery and pay at
 * harvest, the card 'Coming soon'. The base URLs are the providers' own unless set (the tests point them at fakes).
 */

const ZPaymentsEnv = z.object({
  PAYMOB_SECRET_KEY: z.string().min(8, 'must be the secret key of the Paymob dashboard').optional(),
  PAYMOB_PUBLIC_KEY: z.string().min(8, 'must be the public key of the Paymob dashboard').optional(),
  PAYMOB_HMAC_SECRET: z.string().min(8, 'must be the HMAC secret of the Paymob dashboard').optional(),
  PAYMOB_CARD_INTEGRATION_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'must be the integration id (digits) of the card integration')
    .optional(),
  PAYMOB_WALLET_INTEGRATION_ID: z
    .string()
    .regex(/^\d{1,12}$/, 'must be the integration id (digits) of the mobile wallet integration')
    .optional(),
  PAYMOB_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s) URL')
    .default('https://accept.paymob.com'),
  FAWRY_MERCHANT_CODE: z.string().min(1).optional(),
  FAWRY_SECURITY_KEY: z.string().min(8, 'must be the security key Fawry gave').optional(),
  FAWRY_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s) URL')
    .default('https://www.atfawry.com'),
  PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(DEFAULT_PAYMENT_EXPIRY_MINUTES),
});

export interface PaymobSettings {
  secretKey: string;
  publicKey: string;
  hmacSecret: string;
  cardIntegrationId: number | null;
  walletIntegrationId: number | null;
  baseUrl: string;
}
export interface FawrySettings {
  merchantCode: string;
  securityKey: string;
  baseUrl: string;
}
export interface PaymentsConfig {
  paymob: PaymobSettings | null;
  fawry: FawrySettings | null;
  /** Minutes an online order waits for its payment before the workers cancel it. */
  expiryMinutes: number;
}

export const NO_PAYMENTS: PaymentsConfig = { paymob: null, fawry: null, expiryMinutes: DEFAULT_PAYMENT_EXPIRY_MINUTES };

/** The payments' settings, or the list of what is wrong (variable: reason). Empty values count as unset. */
export function paymentsConfigOf(env: Record<string, string | undefined>): PaymentsConfig | string[] {
  const parsed = ZPaymentsEnv.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const e = parsed.data;
  const problems: string[] = [];
  const paymobKeys = [e.PAYMOB_SECRET_KEY, e.PAYMOB_PUBLIC_KEY, e.PAYMOB_HMAC_SECRET];
  const paymobIds = [e.PAYMOB_CARD_INTEGRATION_ID, e.PAYMOB_WALLET_INTEGRATION_ID];
  const anyPaymob = [...paymobKeys, ...paymobIds].some((v) => v !== undefined);
  if (anyPaymob && paymobKeys.some((v) => v === undefined))
    problems.push('PAYMOB_SECRET_KEY, PAYMOB_PUBLIC_KEY and PAYMOB_HMAC_SECRET must be set together');
  if (anyPaymob && paymobIds.every((v) => v === undefined))
    problems.push(
      'PAYMOB_CARD_INTEGRATION_ID or PAYMOB_WALLET_INTEGRATION_ID: set the integration of at least one method',
    );
  if ((e.FAWRY_MERCHANT_CODE === undefined) !== (e.FAWRY_SECURITY_KEY === undefined))
    problems.push('FAWRY_MERCHANT_CODE and FAWRY_SECURITY_KEY must be set together');
  if (problems.length) return problems;
  return {
    paymob: anyPaymob
      ? {
          secretKey: e.PAYMOB_SECRET_KEY!,
          publicKey: e.PAYMOB_PUBLIC_KEY!,
          hmacSecret: e.PAYMOB_HMAC_SECRET!,
          cardIntegrationId: e.PAYMOB_CARD_INTEGRATION_ID ? Number(e.PAYMOB_CARD_INTEGRATION_ID) : null,
          walletIntegrationId: e.PAYMOB_WALLET_INTEGRATION_ID ? Number(e.PAYMOB_WALLET_INTEGRATION_ID) : null,
          baseUrl: e.PAYMOB_BASE_URL.replace(/\/+$/, ''),
        }
      : null,
    fawry: e.FAWRY_MERCHANT_CODE
      ? {
          merchantCode: e.FAWRY_MERCHANT_CODE,
          securityKey: e.FAWRY_SECURITY_KEY!,
          baseUrl: e.FAWRY_BASE_URL.replace(/\/+$/, ''),
        }
      : null,
    expiryMinutes: e.PAYMENT_EXPIRY_MINUTES,
  };
}

/** The online methods a configuration offers. */
export function configuredMethods(config: PaymentsConfig): OnlineMethod[] {
  const methods: OnlineMethod[] = [];
  if (config.paymob?.cardIntegrationId) methods.push('card');
  if (config.paymob?.walletIntegrationId) methods.push('wallet');
  if (config.fawry) methods.push('fawry');
  return methods;
}
