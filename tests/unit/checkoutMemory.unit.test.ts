import { describe, expect, it } from 'vitest';
import {
  addressValuesOf,
  checkoutDraftOf,
  emptyAddress,
  keepCheckoutDraft,
  profileAddress,
  readCheckoutDraft,
} from '../../src/client/lib/checkoutForm';

/** Issue 45, item 3: checkout that remembers — the profile's name and phone, saved addresses, a draft kept in the tab. */
describe('checkout memory', () => {
  const profile = {
    first_name: 'Mona',
    last_name: 'Saleh',
    phone: '+201012345678',
    address: '12 Corniche El Nil',
    city: 'Aswan',
    country: 'Egypt',
  };

  it('fills a new shipping address from the profile, the phone in the local form', () => {
    expect(profileAddress(profile)).toEqual({
      first_name: 'Mona',
      last_name: 'Saleh',
      phone: '0101 234 5678',
      address: '12 Corniche El Nil',
      city: 'Aswan',
      country: 'Egypt',
      postal_code: '',
    });
    // A profile in a country the shop does not ship to gives the name and phone, not the address.
    expect(profileAddress({ ...profile, country: 'Other' })).toMatchObject({
      first_name: 'Mona',
      address: '',
      city: '',
      country: 'Egypt',
    });
    expect(profileAddress(null)).toEqual(emptyAddress());
  });

  it('shows a saved address’s stored number as the grower writes it', () => {
    expect(addressValuesOf({ ...profile, postal_code: null }).phone).toBe('0101 234 5678');
    // A number stored before numbers were checked stays as it was.
    expect(addressValuesOf({ phone: '+20 2 2735 0400' }).phone).toBe('+20 2 2735 0400');
  });

  it('reads back a kept draft, and nothing of another shape', () => {
    const values = {
      shipping: profileAddress(profile),
      same_as_shipping: true,
      billing: emptyAddress(),
      notes: 'Call first',
    };
    const draft = { userId: '7', values, chosen: 'new', saveNew: true };
    expect(checkoutDraftOf(JSON.parse(JSON.stringify(draft)))).toEqual(draft);
    expect(checkoutDraftOf({ userId: '7', values, chosen: 'new' })).toBeNull();
    expect(checkoutDraftOf({ values, chosen: 'new', saveNew: true })).toBeNull();
    expect(
      checkoutDraftOf({ values: { ...values, shipping: { first_name: 'x' } }, chosen: '3', saveNew: false }),
    ).toBeNull();
    expect(checkoutDraftOf('broken')).toBeNull();
    expect(checkoutDraftOf(null)).toBeNull();
  });

  it('gives a draft back only to the account that left it, and forgets it once the order is placed', () => {
    const store = new Map<string, string>();
    const sessionStorage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    (globalThis as { window?: unknown }).window = { sessionStorage };
    try {
      const values = { shipping: profileAddress(profile), same_as_shipping: true, billing: emptyAddress(), notes: '' };
      keepCheckoutDraft({ userId: '7', values, chosen: '12', saveNew: false });
      expect(readCheckoutDraft('7')?.chosen).toBe('12');
      expect(readCheckoutDraft('8')).toBeNull();
      keepCheckoutDraft(null);
      expect(readCheckoutDraft('7')).toBeNull();
    } finally {
      delete (globalThis as { window?: unknown }).window;
    }
  });
});
