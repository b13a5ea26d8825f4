import type { TFunction } from 'i18next';

/**
 * A country as the reader names it ("مصر" on an Arabic screen): the accounts' `countries` names, which cover every
 * country a profile or an address can hold; a country from elsewhere (an old record) as it is stored.
 */
export function countryName(t: TFunction, country: string): string {
  return t(`countries.${country as 'Egypt'}`, { defaultValue: country });
}
