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

/** A column or field named in a message, in the reader's language (the CSV's own column name kept beside it in Arabic). */
const fieldName = (name: string, t: Translate) => t(`admin.fields.${name}`, { defaultValue: name });

/**
 * Messages with values inside: the pattern, the key, and the values it fills in (each passed through `t`; `again`
 * translates a message inside the message, such as the reason after "Row 4: ").
 */
const MESSAGES_WITH_VALUES: readonly {
  pattern: RegExp;
  key: string;
  values: (m: RegExpExecArray, t: Translate, again: (message: string) => string) => Record<string, unknown>;
}[] = [
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
  // The price bulletin (CSV import): "Row 4: min_price must be a number" and the reasons a row can have.
  { pattern: /^Row (\d+): (.+)$/s, key: 'adminPatterns.row', values: (m, _t, again) => ({ row: m[1], reason: again(m[2]!) }) },
  { pattern: /^(\w+) must be a number$/, key: 'adminPatterns.mustBeNumber', values: (m, t) => ({ field: fieldName(m[1]!, t) }) },
  { pattern: /^(\w+) must be 0 or more$/, key: 'adminPatterns.mustBeZeroOrMore', values: (m, t) => ({ field: fieldName(m[1]!, t) }) },
  { pattern: /^(\w+) is required$/, key: 'adminPatterns.required', values: (m, t) => ({ field: fieldName(m[1]!, t) }) },
  { pattern: /^(\w+) is too large$/, key: 'adminPatterns.tooLarge', values: (m, t) => ({ field: fieldName(m[1]!, t) }) },
  {
    pattern: /^(crop|market) '(.*)' is not a known (?:crop|market) \(give its id, slug, English or Arabic name\)$/s,
    key: 'adminPatterns.unknownRef',
    values: (m, t) => ({ field: fieldName(m[1]!, t), text: `\u2068${m[2]}\u2069` }),
  },
  {
    pattern: /^(crop|market) '(.*)' names more than one (?:crop|market); use its id or slug$/s,
    key: 'adminPatterns.ambiguousRef',
    values: (m, t) => ({ field: fieldName(m[1]!, t), text: `\u2068${m[2]}\u2069` }),
  },
  { pattern: /^the same crop, market and date as row (\d+)$/, key: 'adminPatterns.sameAsRow', values: (m) => ({ row: m[1] }) },
  { pattern: /^has (\d+) cells but the header names (\d+) columns$/, key: 'adminPatterns.cellCount', values: (m) => ({ cells: m[1], columns: m[2] }) },
  { pattern: /^A bulletin may have at most (\d+) rows \(this one has (\d+)\)$/, key: 'adminPatterns.tooManyRows', values: (m) => ({ max: m[1], count: m[2] }) },
  { pattern: /^The file is too large: at most ([\d.]+) MB$/, key: 'adminPatterns.tooLargeFile', values: (m) => ({ max: m[1] }) },
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
      const inReadersLanguage = (text: string): string => {
        const key = KEY_BY_TEXT.get(text);
        if (key) return translate(key);
        for (const { pattern, key: patternKey, values } of MESSAGES_WITH_VALUES) {
          const match = pattern.exec(text);
          if (match) return translate(patternKey, values(match, translate, inReadersLanguage));
        }
        return text;
      };
      return inReadersLanguage(message);
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
