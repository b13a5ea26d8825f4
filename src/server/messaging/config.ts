import { z } from 'zod';

/*
 * The SMS and WhatsApp providers' settings, from the environment. SMS_PROVIDER picks the SMS adapter: `twilio`
 * (TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM) or `vonage` (VONAGE_API_KEY, VONAGE_API_SECRET, VONAGE_FROM,
 * VONAGE_SIGNATURE_SECRET for its signed delivery receipts and inbound messages). WhatsApp goes through Meta's
 * WhatsApp Cloud API with WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID; WHATSAPP_APP_SECRET checks its webhooks'
 * X-Hub-Signature-256 and WHATSAPP_VERIFY_TOKEN answers its subscription check. Unset, a channel's messages wait in the
 * outbox. The base URLs are the providers' own unless set (the tests point them at local fakes).
 */

const url = (fallback: string) =>
  z
    .string()
    .regex(/^https?:\/\/[^/]+/, 'must be an http(s) URL')
    .default(fallback);

const ZMessagingEnv = z.object({
  SMS_PROVIDER: z.enum(['twilio', 'vonage']).optional(),
  TWILIO_ACCOUNT_SID: z
    .string()
    .regex(/^AC[0-9a-zA-Z]{32}$/, 'must be the Account SID (AC followed by 32 characters)')
    .optional(),
  TWILIO_AUTH_TOKEN: z.string().min(16, 'must be the Auth Token of the Twilio console').optional(),
  TWILIO_FROM: z.string().min(2, 'must be a Twilio number (E.164), sender id or MG… messaging service').optional(),
  TWILIO_BASE_URL: url('https://api.twilio.com'),
  VONAGE_API_KEY: z.string().min(4).optional(),
  VONAGE_API_SECRET: z.string().min(4).optional(),
  VONAGE_SIGNATURE_SECRET: z.string().min(8, 'must be the signature secret of the Vonage dashboard').optional(),
  VONAGE_FROM: z.string().min(2).optional(),
  VONAGE_BASE_URL: url('https://rest.nexmo.com'),
  WHATSAPP_TOKEN: z.string().min(8).optional(),
  WHATSAPP_PHONE_NUMBER_ID: z
    .string()
    .regex(/^\d{5,20}$/, 'must be the phone number id (digits) of the WhatsApp Business account')
    .optional(),
  WHATSAPP_APP_SECRET: z.string().min(8, 'must be the app secret of the Meta app').optional(),
  WHATSAPP_VERIFY_TOKEN: z.string().min(8).optional(),
  WHATSAPP_BASE_URL: url('https://graph.facebook.com/v21.0'),
});

export interface TwilioSettings {
  provider: 'twilio';
  accountSid: string;
  authToken: string;
  from: string;
  baseUrl: string;
}
export interface VonageSettings {
  provider: 'vonage';
  apiKey: string;
  apiSecret: string;
  signatureSecret: string;
  from: string;
  baseUrl: string;
}
export interface WhatsAppSettings {
  token: string;
  phoneNumberId: string;
  appSecret: string;
  verifyToken: string | null;
  baseUrl: string;
}
export interface MessagingConfig {
  sms: TwilioSettings | VonageSettings | null;
  whatsapp: WhatsAppSettings | null;
}

/** The messaging settings of `env`, or the list of what is wrong with them. */
export function messagingConfigOf(env: Record<string, string | undefined>): MessagingConfig | string[] {
  const parsed = ZMessagingEnv.safeParse(env);
  if (!parsed.success) return parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const e = parsed.data;
  const problems: string[] = [];
  let sms: MessagingConfig['sms'] = null;
  if (e.SMS_PROVIDER === 'twilio') {
    if (!e.TWILIO_ACCOUNT_SID || !e.TWILIO_AUTH_TOKEN || !e.TWILIO_FROM)
      problems.push('SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
    else
      sms = {
        provider: 'twilio',
        accountSid: e.TWILIO_ACCOUNT_SID,
        authToken: e.TWILIO_AUTH_TOKEN,
        from: e.TWILIO_FROM,
        baseUrl: e.TWILIO_BASE_URL.replace(/\/+$/, ''),
      };
  } else if (e.SMS_PROVIDER === 'vonage') {
    if (!e.VONAGE_API_KEY || !e.VONAGE_API_SECRET || !e.VONAGE_SIGNATURE_SECRET || !e.VONAGE_FROM)
      problems.push(
        'SMS_PROVIDER=vonage needs VONAGE_API_KEY, VONAGE_API_SECRET, VONAGE_SIGNATURE_SECRET and VONAGE_FROM',
      );
    else
      sms = {
        provider: 'vonage',
        apiKey: e.VONAGE_API_KEY,
        apiSecret: e.VONAGE_API_SECRET,
        signatureSecret: e.VONAGE_SIGNATURE_SECRET,
        from: e.VONAGE_FROM,
        baseUrl: e.VONAGE_BASE_URL.replace(/\/+$/, ''),
      };
  }
  let whatsapp: WhatsAppSettings | null = null;
  if (e.WHATSAPP_TOKEN || e.WHATSAPP_PHONE_NUMBER_ID) {
    if (!e.WHATSAPP_TOKEN || !e.WHATSAPP_PHONE_NUMBER_ID || !e.WHATSAPP_APP_SECRET)
      problems.push('WhatsApp needs WHATSAPP_TOKEN, WHATSAPP_PHONE_NUMBER_ID and WHATSAPP_APP_SECRET together');
    else
      whatsapp = {
        token: e.WHATSAPP_TOKEN,
        phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
        appSecret: e.WHATSAPP_APP_SECRET,
        verifyToken: e.WHATSAPP_VERIFY_TOKEN ?? null,
        baseUrl: e.WHATSAPP_BASE_URL.replace(/\/+$/, ''),
      };
  }
  return problems.length > 0 ? problems : { sms, whatsapp };
}
