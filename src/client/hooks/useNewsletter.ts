import { trpc } from '../lib/trpc';

/** Subscribe an address (double opt-in: the server e-mails a confirmation link). */
export function useNewsletterSubscribe() {
  return trpc.newsletter.subscribe.useMutation();
}

/** Confirm a subscription with the e-mailed link's token. */
export function useNewsletterConfirm() {
  return trpc.newsletter.confirm.useMutation();
}

/** Leave the list with a newsletter e-mail's signed link (its address and token). */
export function useNewsletterUnsubscribe() {
  return trpc.newsletter.unsubscribe.useMutation();
}

/** The signed-in reader's newsletter settings (their account's e-mail), and saving them. */
export function useNewsletterPreferences() {
  const utils = trpc.useUtils();
  const settings = trpc.newsletter.preferences.useQuery();
  const update = trpc.newsletter.updatePreferences.useMutation({
    onSuccess: ({ message: _message, ...saved }) => utils.newsletter.preferences.setData(undefined, saved),
  });
  return { settings, update };
}
