import type { Sql as EventSql, TransactionSql as EventTransactionSql } from '../../events/db';
import { handleOrderCommand } from '../../events/order/commandHandler';
import type { Sql } from '../db';

class NoLongerDue extends Error {}

/**
 * Cancel an order as the system (the workers' expiry sweeps), through the order command handler so its stock comes
 * back, while `stillDue` holds inside each of the handler's transactions. Safe with several workers: an order no
 * longer due, or moved on meanwhile (the append's 409), is skipped. Resolves true when cancelled, false when skipped.
 */
export async function cancelWhileDue(
  sql: Sql,
  orderId: string,
  stillDue: (tx: EventTransactionSql) => Promise<boolean>,
  reason: string,
  now: Date,
): Promise<boolean> {
  const begin = <T>(work: (tx: EventTransactionSql) => T | Promise<T>): Promise<T> =>
    sql.begin(async (tx) => {
      if (!(await stillDue(tx as unknown as EventTransactionSql))) throw new NoLongerDue();
      return work(tx as unknown as EventTransactionSql);
    }) as Promise<T>;
  try {
    await handleOrderCommand(withBegin(sql, begin), orderId, {
      type: 'CancelOrder',
      data: { reason },
      metadata: { now, by: 'system' },
    });
    return true;
  } catch (err) {
    if (
      err instanceof NoLongerDue ||
      (err instanceof Error && 'status' in err && (err as { status: number }).status === 409)
    )
      return false;
    throw err;
  }
}

/** The pool with its `begin` replaced (queries go to the pool as before). */
function withBegin(sql: Sql, begin: EventSql['begin']): EventSql {
  return new Proxy(sql, {
    get: (target, key, receiver) => (key === 'begin' ? begin : Reflect.get(target, key, receiver)),
  }) as unknown as EventSql;
}
