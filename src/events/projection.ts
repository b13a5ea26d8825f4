import type { TransactionSql } from './db';
import type { PriceAlertFacts } from './projections/priceAlertTexts';
import type { PlacedOrders } from './projections/placedOrders';
import type { StoredEvent } from './store';

/** Who receives an e-mail a projection asks for, in which language, and the page of the shop it links to. */
interface MailTo {
  to: string;
  userId: string;
  language: 'en' | 'ar';
  firstName: string;
  /** The page the e-mail's button opens (a path of the storefront; the server adds its address). */
  path: string;
  /**
   * The event the e-mail comes from, as a key the outbox holds once (`order_status:<position>`,
   * `price_alert:<alert>:<position>`): a projection applied twice cannot queue it twice.
   */
  sourceKey: string;
}

/** An e-mail a projection asks for: what happened, in words the server's templates lay out. */
export type ProjectionMail =
  | ({ kind: 'order_status'; orderNumber: string; title: string; message: string } & MailTo)
  | ({ kind: 'price_alert'; facts: PriceAlertFacts } & MailTo);

/**
 * The mail port: "queue this mail", written in the batch's transaction (sent only if it commits). The server implements
 * it with its templates and its outbox (src/server/projections/outboxMail.ts); the core never sends anything itself.
 */
export interface MailPort {
  queue(tx: TransactionSql, mails: readonly ProjectionMail[]): Promise<void>;
}

/**
 * What a runner hands to the projections of one transaction: the facts of placed orders (read once, shared by every
 * projection of the run) and the mail port.
 */
export interface ProjectionContext {
  orders: PlacedOrders;
  mail: MailPort;
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

/** A projection's work on a batch of events, at a moment (what counts as fresh enough to mail). */
type BatchWork = (
  tx: TransactionSql,
  events: readonly StoredEvent[],
  context: ProjectionContext,
  now: number,
) => Promise<void>;

/**
 * The `apply` and `applyBatch` of a projection that mails: one event is a batch of one. Only a runner's batch has a
 * context: an inline apply has no mail port, and a notification written without its e-mail would never be mailed (a
 * replay skips what exists).
 */
export function mailingBatches(
  projection: string,
  work: BatchWork,
): Required<Pick<Projection, 'apply' | 'applyBatch'>> {
  return {
    async apply(tx, event, context) {
      if (!context) throw new Error(`the ${projection} projection mails, so it runs only with a runner's context`);
      await work(tx, [event], context, Date.now());
    },
    async applyBatch(tx, events, context) {
      await work(tx, events, context, Date.now());
    },
  };
}

export function handles(projection: Projection, type: string): boolean {
  return projection.canHandle.includes('*') || projection.canHandle.includes(type);
}

/** Apply the inline projections to freshly appended events, in the append's transaction. */
export async function applyInline(
  tx: TransactionSql,
  events: readonly StoredEvent[],
  projections: readonly Projection[],
) {
  for (const event of events) {
    for (const p of projections) if (handles(p, event.type)) await p.apply(tx, event);
  }
}

/** Events a projection reads, applied as one batch when it can, else one by one. */
export async function applyEvents(
  tx: TransactionSql,
  projection: Projection,
  events: readonly StoredEvent[],
  context: ProjectionContext,
) {
  const mine = events.filter((e) => handles(projection, e.type));
  if (mine.length === 0) return;
  if (projection.applyBatch) await projection.applyBatch(tx, mine, context);
  else for (const e of mine) await projection.apply(tx, e, context);
}
