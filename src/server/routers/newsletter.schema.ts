import { z } from 'zod';
import { NEWSLETTER_FREQUENCIES, NEWSLETTER_STATUSES, NEWSLETTER_TOPICS } from '../../shared/schemas/newsletter';
import { withMessage } from './common.schema';

/* The answers of the newsletter router (its inputs are the forms': src/shared/schemas/newsletter.ts). */

export const ZNewsletterConfirmed = withMessage(z.strictObject({ email: z.string() }));

/** The reader's subscription: `status` 'unsubscribed' also when the address never subscribed. */
export const ZNewsletterSettings = z.strictObject({
  email: z.string(),
  status: z.enum(NEWSLETTER_STATUSES),
  subscribed: z.boolean(),
  topics: z.array(z.enum(NEWSLETTER_TOPICS)),
  frequency: z.enum(NEWSLETTER_FREQUENCIES),
});
export const ZNewsletterSettingsSaved = withMessage(ZNewsletterSettings);
