import { z } from 'zod';
import { says } from '../../shared/messages';
import { ZPage, limitField } from '../../shared/catalogue';
import { paged, withMessage } from './common.schema';
import * as S from './outputs';

/** The default and largest page of the notifications list. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
export const NOTIFICATIONS_MAX_LIMIT = 100;

const ID_MESSAGE = says('field.positiveWhole', { field: 'id' });

/** A notification's id: a positive whole number, given as a number or as the text of a path segment. */
export const ZNotificationId = z
  .union([z.string(), z.number()], ID_MESSAGE)
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,17}$/, ID_MESSAGE));

/** `true` / `false`, also as the text of a query string ('' = not given). */
const ZQueryFlag = (field: string) =>
  z
    .union([z.boolean(), z.string()], says('call.trueOrFalse', { field }))
    .optional()
    .transform((v) =>
      typeof v === 'string'
        ? (({ true: true, false: false, '': undefined } as Record<string, boolean | undefined>)[
            v.trim().toLowerCase()
          ] ?? v)
        : v,
    )
    .pipe(z.boolean(says('call.trueOrFalse', { field })).optional())
    .transform((v) => v ?? false);

/** GET /notifications: ?page, ?limit (20, at most 100), ?unread_only. */
export const ZNotificationListInput = z
  .object({
    page: ZPage,
    limit: limitField(NOTIFICATIONS_PAGE_SIZE, NOTIFICATIONS_MAX_LIMIT),
    unread_only: ZQueryFlag('unread_only'),
  })
  .prefault({});

/** PUT /notifications/{id}/read, DELETE /notifications/{id}. */
export const ZNotificationRefInput = z.object({ id: ZNotificationId });

/* The answers. */

/** A page of notifications, newest first, with the unread count (`total`, `totalPages` repeat the pagination's). */
export const ZNotificationPage = paged(S.Notification).extend({
  total: z.number().int(),
  totalPages: z.number().int(),
  unread_count: z.number().int(),
});
export const ZNotificationRead = withMessage(
  z.strictObject({ notification: S.Notification, unread_count: z.number().int() }),
);
export const ZNotificationsAllRead = withMessage(
  z.strictObject({ updated: z.number().int(), unread_count: z.number().int() }),
);
export const ZNotificationRemoved = withMessage(z.strictObject({ id: S.id, unread_count: z.number().int() }));
export const ZUnreadCount = z.strictObject({ count: z.number().int() });
