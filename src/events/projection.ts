import type { TransactionSql } from '../server/db';
import type { QueuedMail } from '../server/mail/outbox';
import type { PlacedOrders } from './projections/placedOrders';
import type { StoredEvent } from './store';

/**
 * What a runner hands to the projections of one transaction: the facts of placed orders (read once, shared by every
 * projection of the run), where the storefront lives (links in e-mails), and the e-mail queued in this transaction,
 * which the runner passes to the sender after the commit.
 */
export interface ProjectionContext {
  orders: PlacedOrders;
  publicUrl: string;
  queuedMail: QueuedMail[];
}

/**
 * A projection is data: a name, the event types it reads, and how one event changes its rows. Runners only
 * load, apply and save; an async projection's checkpoint is saved in the same transaction as its rows.
 *
 * `applyBatch`, when present, must leave the same rows as `apply` called on each event in turn: the runners use it
 * (one statement per table for a whole batch instead of several per event), and tests compare the two.
 */
export interface Projection {
  name: string;
  canHandle: readonly string[];
  apply(tx: TransactionSql, event: StoredEvent, context?: ProjectionContext): Promise<void>;
  applyBatch?(tx: TransactionSql, events: readonly StoredEvent[], context: ProjectionContext): Promise<void>;
  /** Remove every row this projection wrote (for a rebuild from zero). Side effects (notifications, e-mail) stay. */
  reset(tx: TransactionSql): Promise<void>;
}
