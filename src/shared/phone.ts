import { westernDigits } from './digits';

/*
 * Phone numbers a courier can call. Pure and small, so forms check a number as it is typed without
 * loading a phone-number library: the mobile numbers of the countries the shop ships to, written as people write
 * them — Egyptian ones nationally ("0101 234 5678": 11 digits starting 010, 011, 012 or 015) or with +20 / 0020, the
 * others with their country code — with Arabic-Indic digits, spaces, dashes and brackets allowed. A number is stored in
 * one form, E.164 ("+201012345678"), and shown in the reader's local form ("0101 234 5678"). The server checks the
 * stored number again with libphonenumber-js against the address's country (src/server/orders/phone.ts);
 * tests/unit/phone.unit.test.ts holds these rules to the library's metadata.
 */

/** The mobile numbers of a country: its calling code and the national significant number (without the trunk 0). */
interface MobilePlan {
  code: string;
  national: RegExp;
}

/** Egypt: 1 then 0, 1, 2 or 5 and eight digits (Vodafone 010, Etisalat 011, Orange 012, WE 015). */
const EGYPT: MobilePlan = { code: '20', national: /^1[0125]\d{8}$/ };

/** The countries an address or a profile may name (SHIPPING_COUNTRIES, PROFILE_COUNTRIES) and their mobile numbers. */
export const MOBILE_PLANS: Readonly<Record<string, MobilePlan>> = {
  Egypt: EGYPT,
  // The others as libphonenumber-js's metadata writes their mobiles (tests/unit/phone.unit.test.ts checks they agree).
  'Saudi Arabia': { code: '966', national: /^(?:579[0-8]\d{5}|5(?:[013-689]\d|7[0-8])\d{6})$/ },
  UAE: { code: '971', national: /^5[02-68]\d{7}$/ },
  Jordan: { code: '962', national: /^(?:427|7(?:11|[29]\d|[78][0-25-9]))\d{6}$/ },
  Lebanon: { code: '961', national: /^(?:(?:3|81)\d|7(?:[01]\d|6[013-9]|8[7-9]|9[0-4]))\d{5}$/ },
};

/** ISO 3166 codes of those countries, for the server's library. */
export const COUNTRY_CODES: Readonly<Record<string, string>> = {
  Egypt: 'EG',
  'Saudi Arabia': 'SA',
  UAE: 'AE',
  Jordan: 'JO',
  Lebanon: 'LB',
};

/** What was typed, as digits with a leading + when it had one (or 00): Arabic-Indic digits read, separators dropped. */
function compact(text: string): string | null {
  const plain = westernDigits(text)
    .trim()
    .replace(/[\s\u00A0().\-\u200E\u200F\u2066-\u2069]/g, '');
  if (!/^(\+|00)?\d+$/.test(plain)) return null;
  return plain.startsWith('00') ? `+${plain.slice(2)}` : plain;
}

/**
 * The number in E.164 ("+201012345678") when it is a mobile of one of the shop's countries: a national number is read as
 * Egyptian (0 and ten digits), an international one by its country code. Null otherwise.
 */
export function mobileE164(text: string): string | null {
  const digits = compact(text);
  if (!digits) return null;
  if (!digits.startsWith('+')) {
    // National: Egypt's trunk 0, or the same digits without it (20 and the number, as a phone's contacts may keep it).
    if (digits.startsWith('0') && EGYPT.national.test(digits.slice(1))) return `+20${digits.slice(1)}`;
    if (digits.startsWith('20') && EGYPT.national.test(digits.slice(2))) return `+${digits}`;
    return null;
  }
  for (const plan of Object.values(MOBILE_PLANS)) {
    if (!digits.startsWith(`+${plan.code}`)) continue;
    // A trunk 0 written after the country code ("+20 010…") is forgiven.
    const national = digits.slice(plan.code.length + 1).replace(/^0/, '');
    if (plan.national.test(national)) return `+${plan.code}${national}`;
  }
  return null;
}

/** The country (of MOBILE_PLANS) a number in E.164 belongs to, or null. */
export function countryOfE164(e164: string): string | null {
  for (const [country, plan] of Object.entries(MOBILE_PLANS)) {
    if (e164.startsWith(`+${plan.code}`) && plan.national.test(e164.slice(plan.code.length + 1))) return country;
  }
  return null;
}

/**
 * A stored number in the reader's local form: an Egyptian mobile as Egyptians write it ("0101 234 5678"), another
 * country's with its code ("+966 50 123 4567"); a number stored before numbers were checked (older orders) as it was.
 */
export function localPhone(stored: string): string {
  const e164 = mobileE164(stored);
  if (!e164) return stored;
  if (e164.startsWith('+20')) {
    const n = `0${e164.slice(3)}`;
    return `${n.slice(0, 4)} ${n.slice(4, 7)} ${n.slice(7)}`;
  }
  const country = countryOfE164(e164);
  const code = country ? MOBILE_PLANS[country]!.code : '';
  const national = e164.slice(code.length + 1);
  return `+${code} ${national.slice(0, 2)} ${national.slice(2, 5)} ${national.slice(5)}`.trim();
}
