import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { ValidationError } from '../../shared/errors';
import { msg } from '../../shared/messages';
import { COUNTRY_CODES } from '../../shared/phone';

/*
 * The server's check of an address's phone: the shared schema has kept the number in E.164 after its
 * small rule of the shop's countries (src/shared/phone.ts); here libphonenumber-js, with its full metadata (never in the
 * browser's bundle), checks that it is a valid mobile number of the country the address is in — the courier calls it
 * there. Numbers stored before this check (older orders) are not read again.
 */

/** Whether `e164` is a mobile number (or one that may be mobile) of `country` (an address's country name). */
export function isCallableIn(e164: string, country: string): boolean {
  const region = COUNTRY_CODES[country];
  const number = parsePhoneNumberFromString(e164, region as never);
  if (!number?.isValid() || (region && number.country !== region)) return false;
  const type = number.getType();
  return type === 'MOBILE' || type === 'FIXED_LINE_OR_MOBILE';
}

/** Refuse (400, naming the field) an address whose phone the courier could not call in the address's country. */
export function assertCallablePhone(address: { phone: string; country: string }, field: string): void {
  if (!isCallableIn(address.phone, address.country)) throw new ValidationError(msg('form.phoneNotInCountry'), field);
}
