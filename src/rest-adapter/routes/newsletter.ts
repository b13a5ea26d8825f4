import { messageEnvelope, noInput } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Newsletter';

/** The Newsletter group of rest-calls.tsv, and POST /newsletter/confirm (the e-mailed link's token) of the double opt-in. */
export const newsletterRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/newsletter/subscribe',
    procedure: 'newsletter.subscribe',
    group,
    summary: 'Subscribe {email}: a confirmation link is e-mailed',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/newsletter/confirm',
    procedure: 'newsletter.confirm',
    group,
    summary: 'Confirm a subscription {token}',
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/newsletter/unsubscribe',
    procedure: 'newsletter.unsubscribe',
    group,
    summary:
      "Unsubscribe {email, token} with a newsletter e-mail's signed link (403 without its valid token; the same answer whether or not it was subscribed)",
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/newsletter/preferences',
    procedure: 'newsletter.preferences',
    group,
    summary: "The signed-in reader's subscription, topics and frequency",
    input: noInput,
  },
  {
    method: 'PUT',
    path: '/newsletter/preferences',
    procedure: 'newsletter.updatePreferences',
    group,
    summary: 'Change {topics?, frequency?, subscribed?}',
    respond: messageEnvelope,
  },
];
