import type { Sql, TransactionSql } from '../server/db';
import { ConcurrencyError, type EventMetadata, type NewEvent, type StoredEvent, appendToStream, readStream } from './store';

/**
 * A decider (Emmett / Chassaing): pure functions, no I/O. `decide` returns the events a command causes or throws
 * a DomainError; `evolve` folds one event into the state.
 */
export interface Decider<State, Command, Event extends NewEvent> {
  decide(command: Command, state: State): Event[];
  evolve(state: State, event: Event): State;
  initialState(): State;
}

export function foldEvents<State, Event extends NewEvent>(
  decider: Pick<Decider<State, unknown, Event>, 'evolve' | 'initialState'>,
  events: readonly NewEvent[],
): State {
  return events.reduce((state, e) => decider.evolve(state, e as Event), decider.initialState());
}

export interface HandleOptions<State, Command, Event extends NewEvent> {
  stream: { id: string; type: string };
  decider: Decider<State, Command, Event>;
  command: Command;
  metadata?: EventMetadata;
  /** Runs in the append's transaction after the events are stored: inline projections, guarded updates. */
  afterAppend?: (tx: TransactionSql, events: StoredEvent[], state: State) => Promise<void>;
  /** How many times a concurrency conflict is retried before it reaches the caller. */
  maxAttempts?: number;
}

export interface HandleResult<State> {
  state: State;
  events: StoredEvent[];
  version: number;
}

/**
 * Load → decide → append, in one transaction; on a ConcurrencyError re-load and decide again (bounded).
 * The stream is read inside the transaction, so what was decided on is what the expected version guards.
 */
export async function handleCommand<State, Command, Event extends NewEvent>(
  sql: Sql,
  options: HandleOptions<State, Command, Event>,
): Promise<HandleResult<State>> {
  const { stream, decider, command, metadata = {}, afterAppend, maxAttempts = 8 } = options;
  for (let attempt = 1; ; attempt++) {
    try {
      return await sql.begin(async (tx) => {
        const history = await readStream(tx, stream.id);
        const state = foldEvents<State, Event>(decider, history);
        const version = history.at(-1)?.version ?? 0;
        const decided = decider.decide(command, state);
        const stored = await appendToStream(tx, stream, version, decided, metadata);
        const next = decided.reduce((s, e) => decider.evolve(s, e), state);
        if (afterAppend) await afterAppend(tx, stored, next);
        return { state: next, events: stored, version: version + decided.length };
      });
    } catch (err) {
      if (!(err instanceof ConcurrencyError) || attempt >= maxAttempts) throw err;
      await new Promise((r) => setTimeout(r, Math.random() * 5 * attempt));
    }
  }
}
