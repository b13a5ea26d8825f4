import { notifications } from '@mantine/notifications';
import { TRPCClientError } from '@trpc/client';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { adminEn } from '../i18n/admin/en';
import { serverMessage } from './errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The server's English words → the catalogue key saying them (built once from the English catalogue itself). */
const KEY_BY_TEXT = new Map<string, string>(Object.entries(adminEn.adminMessages).map(([key, text]) => [text, `adminMessages.${key}`]));

/** How the order decider names a status in a refusal ("Cannot ship an order that is pending"). */
const STATUS_BY_PHRASE: Record<string, string> = {
  'is pending': 'pending',
  'has been confirmed': 'confirmed',
  'is being processed': 'processing',
  'has been shipped': 'shipped',
  'has been delivered': 'delivered',
  'has been cancelled': 'cancelled',
  'has been refunded': 'refunded',
};

/** Messages with values inside: the pattern, the key, and the values it fills in (each passed through `t`). */
const MESSAGES_WITH_VALUES: readonly { pattern: RegExp; key: string; values: (m: RegExpExecArray, t: Translate) => Record<string, unknown> }[] = [
  {
    pattern: /^Cannot (confirm|process|ship|deliver|cancel|refund) an order that (.+)$/,
    key: 'adminPatterns.cannotMove',
    values: (m, t) => ({ action: t(`admin.orders.verbs.${m[1]}`), status: t(`admin.status.order.${STATUS_BY_PHRASE[m[2]!] ?? 'pending'}`) }),
  },
  {
    pattern: /^This (review|comment|product) has already been (approved|rejected)$/,
    key: 'adminPatterns.alreadyDecided',
    values: (m, t) => ({ item: t(`admin.moderation.itemNames.${m[1]}`), decision: t(`admin.status.approval.${m[2]}`) }),
  },
  {
    pattern: /^(\w+) must be at most (\d+) characters$/,
    key: 'adminPatterns.tooLong',
    values: (m, t) => ({ field: t(`admin.fields.${m[1]}`, { defaultValue: m[1] }), max: m[2] }),
  },
  { pattern: /^This backup cannot be restored: it is (\w+)$/, key: 'adminPatterns.backupNotRestorable', values: (m, t) => ({ status: t(`admin.backups.status.${m[1]}`, { defaultValue: m[1] }) }) },
  { pattern: /^The restore failed and the database was left as it was: (.+)$/s, key: 'adminPatterns.restoreFailed', values: (m) => ({ reason: `\u2068${m[1]}\u2069` }) },
  { pattern: /^This report failed: (.+)$/s, key: 'adminPatterns.reportFailed', values: (m) => ({ reason: `\u2068${m[1]}\u2069` }) },
];

/** A server message in the reader's language; one the catalogue does not know is shown as it is. */
export function useAdminMessage(): (message: string) => string {
  const { t, i18n } = useTranslation();
  const english = !i18n.language?.startsWith('ar');
  return useCallback(
    (message: string) => {
      // The server speaks English: an English reader sees its words as they are.
      if (english) return message;
      const translate = t as unknown as Translate;
      const key = KEY_BY_TEXT.get(message);
      if (key) return translate(key);
      for (const { pattern, key: patternKey, values } of MESSAGES_WITH_VALUES) {
        const match = pattern.exec(message);
        if (match) return translate(patternKey, values(match, translate));
      }
      return message;
    },
    [t, english],
  );
}

/** The field a refused call names (`store_contact.email`), or null. */
export function errorField(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const field = (error.data as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : null;
}

/** Success and failure notifications of the admin actions, with the server's reason in the reader's language. */
export function useAdminNotify() {
  const { t } = useTranslation();
  const translate = useAdminMessage();
  return useMemo(() => {
    /** Why a call failed: the server's words, or "no answer" when none came. */
    const reasonOf = (error: unknown) => {
      const message = serverMessage(error);
      return message ? translate(message) : t('admin.common.noAnswer');
    };
    return {
      reasonOf,
      success: (message: string) => notifications.show({ color: 'green', message, withBorder: true }),
      failure: (title: string, error: unknown) => notifications.show({ color: 'red', title, message: reasonOf(error), withBorder: true }),
    };
  }, [t, translate]);
}
