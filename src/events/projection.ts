import type { TransactionSql } from '../server/db';
import type { StoredEvent } from './store';

/**
 * A projection is data: a name, the event types it reads, and how one event changes its rows. Runners only
 * load, apply and save; an async projection's checkpoint is saved in the same transaction as its rows.
 */
export interface Projection {
  name: string;
  canHandle: readonly string[];
  apply(tx: TransactionSql, event: StoredEvent): Promise<void>;
  /** Remove every row this projection wrote (for a rebuild from zero). */
  reset(tx: TransactionSql): Promise<void>;
}
