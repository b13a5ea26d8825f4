import { listAuditLog } from '../admin/logs';
import { moderate, pendingQueue } from '../admin/moderation';
import { changeOrderStatus, getAdminOrder, listAllOrders } from '../admin/orders';
import { decideProduct, listAdminProducts } from '../admin/products';
import { exportProductsCsv, importProductsCsv } from '../catalogue/csv';
import { ZProductCsvImportInput } from '../../shared/productCsv';
import { ZProductCsvImportOutput } from './adminProductsCsv.schema';
import { allSettings, getSettingView, writeSetting, writeSettings } from '../admin/settings';
import { type AdminActor, banUser, deleteUser, getUser, listUsers, unbanUser, updateUser } from '../admin/users';
import { recordOrderPayment, setUserCredit, userCredit } from '../credit/credit';
import { receivables, receivablesCsv } from '../credit/receivables';
import { adminProcedure, router } from '../trpc';
import {
  ZAdminBanInput,
  ZAdminCreditInput,
  ZAdminCreditWritten,
  ZAdminOrderListOutput,
  ZAdminOrderOutput,
  ZAdminOrderWritten,
  ZAdminProductListOutput,
  ZAdminProductWritten,
  ZAdminUserListOutput,
  ZAdminUserWritten,
  ZAuditLogOutput,
  ZCsvFile,
  ZModerationDecisionOutput,
  ZModerationQueueOutput,
  ZPaymentWritten,
  ZSettingOutput,
  ZSettingWritten,
  ZSettingsOutput,
  ZSettingsWritten,
  ZAdminPaymentInput,
  ZAdminOrderListInput,
  ZAdminOrderRef,
  ZAdminProductListInput,
  ZAdminProductRef,
  ZAdminProductRejectInput,
  ZAdminUserListInput,
  ZAdminUserRef,
  ZAdminUserUpdateInput,
  ZAuditLogInput,
  ZModerationDecisionInput,
  ZModerationQueueInput,
  ZOrderStatusInput,
  ZSettingKeyInput,
  ZSettingUpdateInput,
  ZSettingsUpdateInput,
} from './admin.schema';
import { deleted } from './common.schema';
import * as S from './outputs';
import { say } from '../language';

/*
 * The admin area (issue #9, part 1): users, the audit log, moderation, settings, orders and product approval; pay at
 * harvest: credit lines, payments and receivables. Every
 * procedure is for administrators only (401 without a token, 403 for a customer); every change is in the audit log.
 * Statistics, reports, backups, the cache and database updates are the adminInsights router.
 */

const actorOf = (ctx: { user: { userId: string } }): AdminActor => ({ userId: ctx.user.userId });

const usersRouter = router({
  /** Users: ?search (name or e-mail), ?role, ?status (deleted ones only when asked), ?sort_by, ?sort_order, ?page, ?limit. */
  list: adminProcedure
    .input(ZAdminUserListInput)
    .output(ZAdminUserListOutput)
    .query(({ ctx, input }) => listUsers(ctx.sql, input)),
  /** One user with order figures and open sessions. */
  get: adminProcedure
    .input(ZAdminUserRef)
    .output(S.AdminUserDetail)
    .query(({ ctx, input }) => getUser(ctx.sql, input.id)),
  /** Change {role?, status?, reason?}: banned needs a reason; not your own role or status. */
  update: adminProcedure
    .input(ZAdminUserUpdateInput)
    .output(ZAdminUserWritten)
    .mutation(async ({ ctx, input }) => ({
      message: say('admin.userUpdated'),
      user: await updateUser(ctx.sql, actorOf(ctx), input, ctx),
    })),
  /** Delete (anonymise) a user, as account deletion does. */
  delete: adminProcedure
    .input(ZAdminUserRef)
    .output(deleted)
    .mutation(({ ctx, input }) => deleteUser(ctx.sql, ctx.config.dataDir, actorOf(ctx), input.id, ctx)),
  /** Ban {reason}: every session of the user ends at once. */
  ban: adminProcedure
    .input(ZAdminBanInput)
    .output(ZAdminUserWritten)
    .mutation(async ({ ctx, input }) => ({
      message: say('admin.userBanned'),
      user: await banUser(ctx.sql, actorOf(ctx), input.id, input.reason, ctx),
    })),
  unban: adminProcedure
    .input(ZAdminUserRef)
    .output(ZAdminUserWritten)
    .mutation(async ({ ctx, input }) => ({
      message: say('admin.userUnbanned'),
      user: await unbanUser(ctx.sql, actorOf(ctx), input.id, ctx),
    })),
  /** The user's pay-at-harvest credit line: limit, outstanding, available, note and harvest orders. */
  credit: adminProcedure
    .input(ZAdminUserRef)
    .output(S.AdminCreditSummary)
    .query(({ ctx, input }) => userCredit(ctx.sql, input.id, new Date())),
  /** Grant, change or close (0) the line {limit, note?}: `{message, credit}`; lowering it under what is owed blocks new harvest orders. Audited. */
  setCredit: adminProcedure
    .input(ZAdminCreditInput)
    .output(ZAdminCreditWritten)
    .mutation(({ ctx, input }) => setUserCredit(ctx.sql, actorOf(ctx), input, ctx, new Date())),
});

const settingsRouter = router({
  /** Every setting's value (stored, or its default). */
  all: adminProcedure.output(ZSettingsOutput).query(({ ctx }) => allSettings(ctx.sql)),
  /** Change several settings at once: {<key>: <value>, ...}; answers every setting. */
  updateMany: adminProcedure
    .input(ZSettingsUpdateInput)
    .output(ZSettingsWritten)
    .mutation(async ({ ctx, input }) => ({
      message: say('admin.settingsSaved'),
      settings: await writeSettings(ctx.sql, input, ctx.user.userId, ctx),
    })),
  /** One setting with its default and who changed it last (unknown key → 404). */
  get: adminProcedure
    .input(ZSettingKeyInput)
    .output(ZSettingOutput)
    .query(({ ctx, input }) => getSettingView(ctx.sql, input.key)),
  /** Change one setting {key, value}: a bad value → 400 naming the key. */
  update: adminProcedure
    .input(ZSettingUpdateInput)
    .output(ZSettingWritten)
    .mutation(async ({ ctx, input }) => ({
      message: say('admin.settingSaved'),
      setting: await writeSetting(ctx.sql, input.key, input.value, ctx.user.userId, ctx),
    })),
});

const ordersRouter = router({
  /** Every order: ?status, ?search (order number, customer e-mail, product), ?user_id, ?from, ?to, ?sort_by, ?sort_order, ?page, ?limit. */
  list: adminProcedure
    .input(ZAdminOrderListInput)
    .output(ZAdminOrderListOutput)
    .query(({ ctx, input }) => listAllOrders(ctx.sql, input)),
  /** One order with its customer, timeline and next statuses. */
  get: adminProcedure
    .input(ZAdminOrderRef)
    .output(ZAdminOrderOutput)
    .query(({ ctx, input }) => getAdminOrder(ctx.sql, actorOf(ctx), input.id)),
  /** Move {status, tracking_number? (shipped), carrier?, reason? (cancelled), amount? (refunded)} through the decider. */
  updateStatus: adminProcedure
    .input(ZOrderStatusInput)
    .output(ZAdminOrderWritten)
    .mutation(({ ctx, input }) => changeOrderStatus(ctx.sql, actorOf(ctx), input, ctx, new Date())),
  /** Record money received for a pay-at-harvest order {amount, note?}: `{message, payment}`; more than it owes, or a cash order, is 409. Audited. */
  recordPayment: adminProcedure
    .input(ZAdminPaymentInput)
    .output(ZPaymentWritten)
    .mutation(({ ctx, input }) => recordOrderPayment(ctx.sql, actorOf(ctx), input, ctx, new Date())),
});

const receivablesRouter = router({
  /** Customers owing money on pay-at-harvest orders, by due month, overdue first, with totals. */
  list: adminProcedure.output(S.Receivables).query(({ ctx }) => receivables(ctx.sql, new Date())),
  /** The same as a CSV file `{filename, content_type, content}` (REST answers the file). */
  export: adminProcedure.output(ZCsvFile).query(({ ctx }) => receivablesCsv(ctx.sql, new Date())),
});

const productsRouter = router({
  /** Every live product: ?approval_status, ?category, ?search, ?sort_by, ?sort_order, ?page, ?limit. */
  list: adminProcedure
    .input(ZAdminProductListInput)
    .output(ZAdminProductListOutput)
    .query(({ ctx, input }) => listAdminProducts(ctx.sql, input)),
  approve: adminProcedure
    .input(ZAdminProductRef)
    .output(ZAdminProductWritten)
    .mutation(async ({ ctx, input }) => ({
      message: say('admin.productApproved'),
      product: await decideProduct(ctx.sql, actorOf(ctx), input.id, 'approve', undefined, ctx),
    })),
  /** Reject {reason}: the product leaves the shop. */
  reject: adminProcedure
    .input(ZAdminProductRejectInput)
    .output(ZAdminProductWritten)
    .mutation(async ({ ctx, input }) => ({
      message: say('admin.productRejected'),
      product: await decideProduct(ctx.sql, actorOf(ctx), input.id, 'reject', input.reason, ctx),
    })),
  /** Every live product as a CSV file `{filename, content_type, content}` (REST answers the file). */
  exportCsv: adminProcedure.output(ZCsvFile).query(async ({ ctx }) => ({
    filename: `products-${new Date().toISOString().slice(0, 10)}.csv`,
    content_type: 'text/csv; charset=utf-8',
    content: await exportProductsCsv(ctx.sql),
  })),
  /** A product CSV (`{file: {filename, base64}, dry_run?}`): all rows or none; with dry_run only what would change. */
  importCsv: adminProcedure
    .input(ZProductCsvImportInput)
    .output(ZProductCsvImportOutput)
    .mutation(async ({ ctx, input }) => {
      const result = await importProductsCsv(ctx.sql, input, ctx.user.userId);
      const counts = { created: result.created, updated: result.updated, unchanged: result.unchanged };
      return { message: say(result.dry_run ? 'catalogue.csvChecked' : 'catalogue.csvImported', counts), ...result };
    }),
});

const moderationRouter = router({
  /** What waits for a moderator: {type: reviews | comments | products, page?, limit?}, oldest first. */
  pending: adminProcedure
    .input(ZModerationQueueInput)
    .output(ZModerationQueueOutput)
    .query(({ ctx, input }) => pendingQueue(ctx.sql, input.type, input.page, input.limit)),
  /** {type, id, action: approve | reject, reason? (required to reject)}. */
  decide: adminProcedure
    .input(ZModerationDecisionInput)
    .output(ZModerationDecisionOutput)
    .mutation(({ ctx, input }) =>
      moderate(ctx.sql, actorOf(ctx), input.type, input.id, { action: input.action, reason: input.reason }, ctx),
    ),
});

export const adminRouter = router({
  users: usersRouter,
  /** The audit log: ?action (or a prefix), ?actor_id, ?target_type, ?target_id, ?from, ?to, ?page, ?limit; newest first. */
  logs: adminProcedure
    .input(ZAuditLogInput)
    .output(ZAuditLogOutput)
    .query(({ ctx, input }) => listAuditLog(ctx.sql, input)),
  moderation: moderationRouter,
  settings: settingsRouter,
  orders: ordersRouter,
  products: productsRouter,
  receivables: receivablesRouter,
});
