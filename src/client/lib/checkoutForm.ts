import { DEFAULT_COUNTRY } from '../../shared/business';
import type { AddressLines } from '../../shared/orders';
import { localPhone } from '../../shared/phone';
import { SHIPPING_COUNTRIES } from '../../shared/schemas/auth';
import { ZBillingAddress, ZShippingAddress } from '../../shared/schemas/checkout';
import { sayKeyed } from './errors';

/** An address as the checkout form holds it (all text; the country one of SHIPPING_COUNTRIES). */
export interface AddressValues extends AddressLines {
  postal_code: string;
}

export interface CheckoutValues {
  shipping: AddressValues;
  same_as_shipping: boolean;
  billing: AddressValues;
  notes: string;
}

export const emptyAddress = (): AddressValues => ({
  first_name: '',
  last_name: '',
  phone: '',
  address: '',
  city: '',
  country: DEFAULT_COUNTRY,
  postal_code: '',
});

/**
 * The fields of an address in the order the checkout form shows them (AddressFields renders them in this order, two
 * to a row on wide screens): the first missing one is the one reported.
 */
export const ADDRESS_FIELD_ORDER = [
  'first_name',
  'last_name',
  'phone',
  'city',
  'address',
  'country',
  'postal_code',
] as const satisfies readonly (keyof AddressValues)[];
export type AddressField = (typeof ADDRESS_FIELD_ORDER)[number];
const positionOf = (field: PropertyKey | undefined) => ADDRESS_FIELD_ORDER.indexOf(field as AddressField);

/** A saved address (or anything with some of the fields) as form values; missing fields stay empty. */
export function addressValuesOf(saved: Partial<Record<keyof AddressValues, string | null | undefined>>): AddressValues {
  const empty = emptyAddress();
  return {
    first_name: saved.first_name ?? empty.first_name,
    last_name: saved.last_name ?? empty.last_name,
    // A saved number (E.164 since issue 45) in the local form the grower writes.
    phone: saved.phone ? localPhone(saved.phone) : empty.phone,
    address: saved.address ?? empty.address,
    city: saved.city ?? empty.city,
    country: saved.country || empty.country,
    postal_code: saved.postal_code ?? empty.postal_code,
  };
}

/**
 * The first failing field of the checkout form, in the order the form shows them (shipping, then billing when
 * 'Same as shipping' is off; within an address, ADDRESS_FIELD_ORDER), with the shared schema's message by its key in the
 * reader's language ('Please fill in first name', 'Please fill in billing city'); null when the form can be sent.
 */
export function firstCheckoutError(values: CheckoutValues): { path: string; message: string } | null {
  const groups = [{ name: 'shipping', schema: ZShippingAddress }];
  if (!values.same_as_shipping) groups.push({ name: 'billing', schema: ZBillingAddress });
  for (const { name, schema } of groups) {
    const result = schema.safeParse(values[name as 'shipping' | 'billing']);
    if (result.success) continue;
    const issues = [...result.error.issues].sort((a, b) => positionOf(a.path[0]) - positionOf(b.path[0]));
    const first = issues[0];
    if (first) return { path: `${name}.${String(first.path[0])}`, message: sayKeyed(first) };
  }
  return null;
}

/** The address as `orders.create` takes it: trimmed, with an empty postal code left out. */
export function addressPayload(values: AddressValues) {
  const postal = values.postal_code.trim();
  return {
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    phone: values.phone.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
    country: values.country as 'Egypt',
    ...(postal ? { postal_code: postal } : {}),
  };
}

/** A fresh idempotency key for one checkout attempt (a random UUID; a fallback where randomUUID is missing, plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// ─── What checkout remembers ──────────────────────────────────────────────────────

/** Where the checkout's draft is kept: this tab's session, so back, forward and a reload find it until the order is placed. */
export const CHECKOUT_DRAFT_KEY = 'fellah.checkout.draft';

/**
 * The draft: whose it is (another account signing in on the same tab never sees it), the form's values, which address
 * was chosen ('new' or a saved address's id), and whether to save a new one.
 */
export interface CheckoutDraft {
  userId: string;
  values: CheckoutValues;
  chosen: string;
  saveNew: boolean;
}

const isAddressValues = (value: unknown): value is AddressValues =>
  typeof value === 'object' &&
  value !== null &&
  ['first_name', 'last_name', 'phone', 'address', 'city', 'country', 'postal_code'].every(
    (k) => typeof (value as Record<string, unknown>)[k] === 'string',
  );

/** A stored draft as it was kept, or null for anything else (none, an older shape, a broken one). */
export function checkoutDraftOf(value: unknown): CheckoutDraft | null {
  if (typeof value !== 'object' || value === null) return null;
  const draft = value as Partial<CheckoutDraft>;
  const values = draft.values as Partial<CheckoutValues> | undefined;
  if (!values || !isAddressValues(values.shipping) || !isAddressValues(values.billing)) return null;
  if (typeof values.same_as_shipping !== 'boolean' || typeof values.notes !== 'string') return null;
  if (typeof draft.userId !== 'string' || typeof draft.chosen !== 'string' || typeof draft.saveNew !== 'boolean')
    return null;
  return { userId: draft.userId, values: values as CheckoutValues, chosen: draft.chosen, saveNew: draft.saveNew };
}

/** The draft this user left in this tab, or null. */
export function readCheckoutDraft(userId: string | undefined): CheckoutDraft | null {
  try {
    const stored = window.sessionStorage.getItem(CHECKOUT_DRAFT_KEY);
    const draft = stored === null ? null : checkoutDraftOf(JSON.parse(stored));
    return draft && draft.userId === userId ? draft : null;
  } catch {
    return null;
  }
}

/** Keep the draft (null: forget it, once the order is placed). Storage that is full or unavailable keeps nothing. */
export function keepCheckoutDraft(draft: CheckoutDraft | null): void {
  try {
    if (draft === null) window.sessionStorage.removeItem(CHECKOUT_DRAFT_KEY);
    else window.sessionStorage.setItem(CHECKOUT_DRAFT_KEY, JSON.stringify(draft));
  } catch {
    // Private mode or a full storage: the form then lasts as long as the page.
  }
}

/** A new shipping address filled from the profile: the name and phone given there, and its address when it is in a shipping country. */
export function profileAddress(
  user: {
    first_name?: string | null;
    last_name?: string | null;
    phone?: string | null;
    address?: string | null;
    city?: string | null;
    country?: string | null;
  } | null,
): AddressValues {
  if (!user) return emptyAddress();
  const ships = (SHIPPING_COUNTRIES as readonly string[]).includes(user.country ?? '');
  return addressValuesOf({
    first_name: user.first_name,
    last_name: user.last_name,
    phone: user.phone ? localPhone(user.phone) : '',
    address: ships ? user.address : '',
    city: ships ? user.city : '',
    country: ships ? user.country : DEFAULT_COUNTRY,
  });
}
