import type { Sql, TransactionSql } from '../db';
import { type HandleOptions, type HandleResult, handleCommand, handleCommandIn } from '../decider';
import { inlineProjections } from '../projections';
import { applyInline } from '../projection';
import type { EventMetadata } from '../store';
import { type CreditCommand, creditDecider } from './businessLogic';
import { CREDIT_STREAM_TYPE, type CreditEvent, type CreditLine, creditStreamId } from './creditLine';

/*
 * Running credit-line commands. The read model (credit_lines, credit_orders, credit_payments) is kept inline, in the
 * append's transaction. Two ways in:
 * - `handleCreditCommand`: a transaction of its own, retried on a version conflict (an administrator setting a limit
 *   or recording a payment);
 * - `decideCreditIn`: inside the caller's transaction (checkout reserves the order's total in the transaction that
 *   places the order; a cancel or refund releases it in the transaction that moves the order). A conflict there throws
 *   ConcurrencyError and the caller decides its whole command again — as the checkout and handleCommand already do.
 */

function options(
  userId: string,
  command: CreditCommand,
  metadata: EventMetadata,
): HandleOptions<CreditLine, CreditCommand, CreditEvent> {
  return {
    decider: creditDecider,
    command,
    stream: { id: creditStreamId(userId), type: CREDIT_STREAM_TYPE },
    metadata: { userId: command.metadata.by, ...metadata },
    afterAppend: (tx, events) => applyInline(tx, events, inlineProjections),
  };
}

/** Run a command on a customer's credit line in a transaction of its own, retried on conflict. */
export function handleCreditCommand(
  sql: Sql,
  userId: string,
  command: CreditCommand,
  metadata: EventMetadata = {},
): Promise<HandleResult<CreditLine>> {
  return handleCommand(sql, options(userId, command, metadata));
}

/** Run a command on a customer's credit line inside the caller's transaction (a conflict is the caller's to retry). */
export function decideCreditIn(
  tx: TransactionSql,
  userId: string,
  command: CreditCommand,
  metadata: EventMetadata = {},
): Promise<HandleResult<CreditLine>> {
  return handleCommandIn(tx, options(userId, command, metadata));
}
