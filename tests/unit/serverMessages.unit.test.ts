import { describe, expect, it } from 'vitest';
import { errorReply } from '../../src/rest-adapter';
import { ConflictError, IllegalStateError, NotFoundError } from '../../src/shared/errors';
import {
  type MessageKey,
  type MessageText,
  bilingual,
  englishText,
  messageDetails,
  msg,
  preferredLanguage,
} from '../../src/shared/messages';
import { messagesAr } from '../../src/shared/messagesAr';
import { messagesEn } from '../../src/shared/messagesEn';
import { renderMessage } from '../../src/shared/messagesLocalised';

/** The `{{parameters}}` a text (every plural form of it) fills in. */
function parametersOf(text: MessageText): string[] {
  const forms = typeof text === 'string' ? [text] : Object.values(text);
  return [...new Set(forms.flatMap((form) => [...form.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!)))].sort();
}

const KEYS = Object.keys(messagesEn) as MessageKey[];

describe('the catalogue of server messages', () => {
  it('has an Arabic text for every English one, and no other', () => {
    expect(Object.keys(messagesAr).sort()).toEqual([...KEYS].sort());
    for (const key of KEYS) expect(messagesAr[key], key).toBeTruthy();
  });

  it('fills in the same parameters in both languages', () => {
    for (const key of KEYS) expect(parametersOf(messagesAr[key]), key).toEqual(parametersOf(messagesEn[key]));
  });

  it('gives a plural text an `other` form in both languages', () => {
    for (const key of KEYS) {
      for (const text of [messagesEn[key], messagesAr[key]])
        if (typeof text !== 'string') expect(text.other, key).toBeTruthy();
    }
  });

  it('writes Arabic texts in Arabic', () => {
    for (const key of KEYS) {
      const forms = typeof messagesAr[key] === 'string' ? [messagesAr[key]] : Object.values(messagesAr[key]);
      for (const form of forms) expect(form, key).toMatch(/[\u0600-\u06FF]/);
    }
  });
});

describe('saying a message', () => {
  it('fills in its parameters and picks the plural form of its language', () => {
    expect(englishText(msg('accounts.tooManyAttempts', { count: 1 }))).toBe(
      'Too many failed sign-in attempts. Please try again in 1 minute.',
    );
    expect(englishText(msg('accounts.tooManyAttempts', { count: 15 }))).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
    expect(renderMessage(msg('accounts.tooManyAttempts', { count: 2 }), 'ar')).toContain('دقيقتين');
    expect(renderMessage(msg('cart.added', { name: 'Urea 46%' }), 'ar')).toBe('تمت إضافة Urea 46% إلى السلة');
  });

  it('says a name the shop keeps in both languages in the message’s language, English where there is no Arabic', () => {
    const added = msg('cart.added', { name: bilingual('Urea 46%', 'يوريا 46%') });
    expect(englishText(added)).toBe('Urea 46% added to cart');
    expect(renderMessage(added, 'ar')).toBe('تمت إضافة يوريا 46% إلى السلة');
    expect(renderMessage(msg('cart.added', { name: bilingual('Solar Pump', null) }), 'ar')).toBe(
      'تمت إضافة Solar Pump إلى السلة',
    );
    // In `details`, the English name and the Arabic beside it, as the shop's records give them.
    expect(
      messageDetails(msg('cart.outOfStock', { name: bilingual('Urea 46%', 'يوريا 46%') }), { available: 0 }),
    ).toEqual({
      name: 'Urea 46%',
      name_ar: 'يوريا 46%',
      available: 0,
      message_key: 'cart.outOfStock',
    });
  });

  it('says a parameter that is itself a message in the same language (a refused order move)', () => {
    const refusal = msg('orders.cannotMove', { action: msg('orders.actionCancel'), state: msg('orders.stateShipped') });
    expect(englishText(refusal)).toBe('Cannot cancel an order that has been shipped');
    expect(renderMessage(refusal, 'ar')).toBe('لا يمكن إلغاء طلب تم شحنه');
  });

  it('answers a REST refusal in the caller’s language, its key and parameters in details', () => {
    const refusal = new IllegalStateError(
      msg('orders.cannotMove', { action: msg('orders.actionCancel'), state: msg('orders.stateShipped') }),
    );
    expect(errorReply(refusal, 'ar')).toEqual({
      status: 409,
      body: {
        success: false,
        message: 'لا يمكن إلغاء طلب تم شحنه',
        error: 'ILLEGAL_STATE',
        details: {
          action: { key: 'orders.actionCancel', params: {} },
          state: { key: 'orders.stateShipped', params: {} },
          message_key: 'orders.cannotMove',
        },
      },
    });
    expect(errorReply(new ConflictError('Not enough stock')).body).toEqual({
      success: false,
      message: 'Not enough stock',
      error: 'CONFLICT',
    });
  });

  it('names the key and the parameters in an error answer’s details, beside the error’s own', () => {
    const said = msg('cart.onlyAvailableInCart', { count: 3, name: 'Urea 46%', in_cart: 2 });
    expect(messageDetails(said, { available: 3 })).toEqual({
      count: 3,
      name: 'Urea 46%',
      in_cart: 2,
      available: 3,
      message_key: 'cart.onlyAvailableInCart',
    });
    expect(messageDetails(msg('orders.notFound'))).toEqual({ message_key: 'orders.notFound' });
  });

  it('keeps a domain error’s English message, its key and its parameters apart from its details', () => {
    const error = new ConflictError(msg('cart.onlyAvailable', { count: 3, name: 'Urea 46%' }), 'quantity', {
      available: 3,
    });
    expect(error.message).toBe('Only 3 of Urea 46% are available');
    expect(error.messageKey).toBe('cart.onlyAvailable');
    expect(error.messageParams).toEqual({ count: 3, name: 'Urea 46%' });
    expect(error.details).toEqual({ available: 3 });
    const unkeyed = new NotFoundError('Nothing here');
    expect([unkeyed.message, unkeyed.messageKey]).toEqual(['Nothing here', undefined]);
  });
});

describe('the language a caller asks for', () => {
  it.each([
    // The preferred of Arabic and English, by quality and then by order.
    ['ar', 'ar'],
    ['ar-EG,ar;q=0.9,en;q=0.8', 'ar'],
    ['en-US,en;q=0.9,ar;q=0.8', 'en'],
    ['fr-FR,fr;q=0.9,ar;q=0.7,en;q=0.5', 'ar'],
    ['en;q=0.4, ar;q=0.6', 'ar'],
    // None when the header names neither (the saved language or English applies then).
    ['ar;q=0', undefined],
    [undefined, undefined],
    ['', undefined],
    ['fr-FR,de;q=0.9', undefined],
    ['*', undefined],
  ])('Accept-Language %j asks for %j', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});
