import type { Queryable, Sql, TransactionSql } from './db';
import {
  ConcurrencyError,
  type EventMetadata,
  type NewEvent,
  type StoredEvent,
  appendToStream,
  readStream,
} from './store';

/**
 * A decider (Emmett / Chassaing): pure functions, no I/O. `decide` returns the events a command causes or throws
 * a DomainError; `evolve` folds one event into the state.
 */
export interface Decider<State, Command, Event extends NewEvent> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

/**
 * One function a command type. The type is mapped over the command union, so a command added to the union without
 * its function fails to compile (what a `switch` with a `never` default gives, written once).
 */
export type CommandHandlers<State, Command extends { type: string }, Event> = {
  [Type in Command['type']]: (command: Extract<Command, { type: Type }>, state: State) => Event[];
};

/** A decider's `decide`: runs the function of the command's type (`aggregate` names it in the error of an unknown one). */
export function decideBy<State, Command extends { type: string }, Event>(
  aggregate: string,
  handlers: CommandHandlers<State, Command, Event>,
): (command: Command, state: State) => Event[] {
  return (command, state) => {
    // A command arriving untyped (from JSON) may name no handler, or an inherited property: refuse both.
    if (!Object.hasOwn(handlers, command.type)) throw new Error(`Unknown ${aggregate} command: ${command.type}`);
    const handle = handlers[command.type as Command['type']] as (command: Command, state: State) => Event[];
    return handle(command, state);
  };
}

/**
 * The state after an event `evolve` has no case for (a type a newer version wrote, or one since retired): unchanged.
 * The event's type is `never`, so a type added to the union without its case still fails to compile.
 */
export function unchangedByUnknownEvent<State>(state: State, _type: never): State {
  return state;
}

export function foldEvents<State, Event extends NewEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'evolve' | 'initialState'>,
  events: readonly NewEvent[],
): State {
  return events.reduce((state, e) => decider.evolve(state, e as Event), decider.initialState());
}

/** A stream's id and type. */
export interface StreamRef {
  id: string;
  type: string;
}

/** A stream's state folded up to a version and stored, so that loading starts there instead of at event 1. */
export interface Snapshot<State> {
  state: State;
  version: number;
}

/** Where a command's stream is found when that depends on stored data (e.g. a cart's current lifetime). */
export interface StreamLocation<State> {
  stream: StreamRef;
  /** The newest stored snapshot of that stream, if any; the events after its version are still read. */
  snapshot?: Snapshot<State> | null;
  /** The events after the snapshot, when the locator already read them with it (then they are not read again). */
  tail?: readonly (NewEvent & { version: number })[];
}

interface CommandOptions<State, Command, Event extends NewEvent> {
  decider: Decider<State, Command, Event>;
  command: Command;
  metadata?: EventMetadata;
  /**
   * Runs in the append's transaction after the events are stored: inline projections, guarded updates, snapshots.
   * `version` is the stream's version after the append (unchanged when the command decided no events).
   */
  afterAppend?: (
    tx: TransactionSql,
    events: StoredEvent[],
    state: State,
    at: { stream: StreamRef; version: number },
  ) => Promise<void>;
  /** How many times a concurrency conflict is retried before it reaches the caller. */
  maxAttempts?: number;
}

/**
 * What `handleCommand` needs: the stream, given (`stream`) or found in the command's transaction (`locate`, read
 * again on every attempt, so a retry sees where the stream has moved).
 */
export type HandleOptions<State, Command, Event extends NewEvent> = CommandOptions<State, Command, Event> &
  (
    | { stream: StreamRef; locate?: never }
    | { locate: (tx: TransactionSql) => Promise<StreamLocation<State>>; stream?: never }
  );

export interface HandleResult<State> {
  state: State;
  events: StoredEvent[];
  version: number;
  stream: StreamRef;
}

/** A stream's current state and version: its snapshot (if any) with the events after it folded in. */
export async function loadState<State, Event extends NewEvent>(
  sql: Queryable,
  decider: Pick<Decider<State, unknown, Event>, 'evolve' | 'initialState'>,
  { stream, snapshot, tail: known }: StreamLocation<State>,
): Promise<Snapshot<State>> {
  const from = snapshot ?? { state: decider.initialState(), version: 0 };
  const tail = known ?? (await readStream(sql, stream.id, from.version));
  return {
    state: tail.reduce((s, e) => decider.evolve(s, e as NewEvent as Event), from.state),
    version: tail.at(-1)?.version ?? from.version,
  };
}

/**
 * One attempt of load → decide → append inside the caller's transaction: the stream (from its snapshot, if any) is
 * read, folded, decided on and appended to at the version read. A ConcurrencyError leaves the transaction unusable:
 * the caller abandons it and tries again (handleCommand does), so a command can join a larger transaction (e.g. an
 * order placed and its cart checked out together).
 */
export async function handleCommandIn<State, Command, Event extends NewEvent>(
  tx: TransactionSql,
  options: HandleOptions<State, Command, Event>,
): Promise<HandleResult<State>> {
  const { decider, command, metadata = {}, afterAppend } = options;
  const location = options.locate ? await options.locate(tx) : { stream: options.stream };
  const { stream } = location;
  const { state, version } = await loadState(tx, decider, location);
  const decided = decider.decide(command, state);
  const stored = await appendToStream(tx, stream, version, decided, metadata);
  const next = decided.reduce((s, e) => decider.evolve(s, e), state);
  const after = { stream, version: version + decided.length };
  if (afterAppend) await afterAppend(tx, stored, next, after);
  return { state: next, events: stored, ...after };
}

/** The longest pause between two attempts of a command that lost a race. */
const MAX_PAUSE_MS = 100;

export interface RetryOptions {
  /** How many attempts in all before the last error reaches the caller (8 unless told). */
  maxAttempts?: number;
  /** Which errors mean "decide again on what is there now" (a ConcurrencyError unless told). */
  retryable?: (err: unknown) => boolean;
}

const isConflict = (err: unknown) => err instanceof ConcurrencyError;

/**
 * The one retry of a decision: `work` runs in a transaction of its own; an error `retryable` accepts abandons that
 * transaction and `work` runs again in a new one (bounded; between attempts a random pause whose ceiling doubles,
 * "full jitter", so that writers that collided spread out). Everything `work` read is read again, so what it decided
 * on is what the expected versions guard. handleCommand and checkout (src/server/orders/checkout.ts) both retry here.
 */
export async function inRetriedTransaction<T, Tx extends TransactionSql = TransactionSql>(
  sql: { begin<R>(work: (tx: Tx) => R | Promise<R>): Promise<R> },
  work: (tx: Tx) => Promise<T>,
  { maxAttempts = 8, retryable = isConflict }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql.begin(work);
    } catch (err) {
      if (!retryable(err) || attempt >= maxAttempts) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * Math.min(MAX_PAUSE_MS, 2 ** (attempt + 1))));
    }
  }
}

/** Load → decide → append, in one transaction; on a ConcurrencyError re-load and decide again (inRetriedTransaction). */
export function handleCommand<State, Command, Event extends NewEvent>(
  sql: Sql,
  options: HandleOptions<State, Command, Event>,
): Promise<HandleResult<State>> {
  return inRetriedTransaction(sql, (tx) => handleCommandIn(tx, options), { maxAttempts: options.maxAttempts ?? 8 });
}
