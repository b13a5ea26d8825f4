import { z } from 'zod';
import { ZEmail } from './auth';
import { says } from '../messages';

/**
 * The newsletter's vocabulary and input schemas, shared by the router and the storefront's boxes (the shop's
 * newsletter box, the Projects page's 'Get Updates' box, the profile's newsletter settings).
 */

export const NEWSLETTER_TOPICS = ['crop_tips', 'offers', 'market_prices'] as const;
export type NewsletterTopic = (typeof NEWSLETTER_TOPICS)[number];
export const NEWSLETTER_FREQUENCIES = ['weekly', 'monthly'] as const;
export type NewsletterFrequency = (typeof NEWSLETTER_FREQUENCIES)[number];
export const NEWSLETTER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number];

export interface NewsletterPreferences {
  topics: NewsletterTopic[];
  frequency: NewsletterFrequency;
}

/** What a new subscription receives until its owner chooses: every topic, weekly. */
export const DEFAULT_NEWSLETTER_PREFERENCES: NewsletterPreferences = {
  topics: [...NEWSLETTER_TOPICS],
  frequency: 'weekly',
};

/** Stored preferences (any JSON) completed with the defaults; unknown topics and values are dropped. */
export function resolveNewsletterPreferences(stored: unknown): NewsletterPreferences {
  const s = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const topics = Array.isArray(s.topics)
    ? NEWSLETTER_TOPICS.filter((t) => (s.topics as unknown[]).includes(t))
    : DEFAULT_NEWSLETTER_PREFERENCES.topics;
  const frequency = NEWSLETTER_FREQUENCIES.find((f) => f === s.frequency) ?? DEFAULT_NEWSLETTER_PREFERENCES.frequency;
  return { topics, frequency };
}

export const ZNewsletterEmailInput = z.object({ email: ZEmail });

/**
 * Leaving the list by the link of a newsletter e-mail: the address and the link's signature of it (the server
 * refuses an address without its signature, so nobody can unsubscribe another reader).
 */
export const ZNewsletterUnsubscribeInput = z.object({
  email: ZEmail,
  token: z
    .string(says('form.unsubscribeLinkIncomplete'))
    .trim()
    .min(1, says('form.unsubscribeLinkIncomplete'))
    .max(200, says('learning.unsubscribeLinkNotValid')),
});

export const ZNewsletterConfirmInput = z.object({
  token: z.string(says('form.confirmLinkInvalid')).trim().min(10, says('form.confirmLinkInvalid')).max(200),
});

/**
 * The signed-in reader's settings: topics and frequency change only when sent; `subscribed` subscribes (confirmed
 * at once when the account's e-mail is verified, else by the e-mailed link) or unsubscribes.
 */
export const ZNewsletterPreferencesInput = z.object({
  topics: z
    .array(
      z.enum(NEWSLETTER_TOPICS, says('field.mayHold', { field: 'topics', values: NEWSLETTER_TOPICS.join(', ') })),
      says('field.mustBeList', { field: 'topics' }),
    )
    .max(10, says('field.atMostEntries', { field: 'topics', max: 10 }))
    .transform((topics) => NEWSLETTER_TOPICS.filter((t) => topics.includes(t)))
    .optional(),
  frequency: z
    .enum(NEWSLETTER_FREQUENCIES, says('call.oneOf', { field: 'frequency', values: NEWSLETTER_FREQUENCIES.join(', ') }))
    .optional(),
  subscribed: z.boolean(says('call.trueOrFalse', { field: 'subscribed' })).optional(),
});
export type NewsletterPreferencesInput = z.output<typeof ZNewsletterPreferencesInput>;
