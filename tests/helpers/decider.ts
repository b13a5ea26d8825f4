import { expect } from 'vitest';
import { type Decider, foldEvents } from '../../src/events/decider';
import type { NewEvent } from '../../src/events/store';

type ErrorClass = abstract new (...args: never[]) => Error;

/**
 * Given/when/then for a decider, as Emmett's DeciderSpecification: `given(past events).when(command)` then the
 * events it decides (`then`), none (`thenNothing`), or the error it throws (`thenThrows(message, ErrorClass?)`).
 */
export function deciderSpec<State, Command, Event extends NewEvent>(decider: Decider<State, Command, Event>) {
  return (given: readonly Event[]) => ({
    when(command: Command) {
      const decide = () => decider.decide(command, foldEvents<State, Event>(decider, given));
      return {
        // biome-ignore lint/suspicious/noThenProperty: Emmett's given/when/then reads like the spec; this object is never awaited.
        then: (expected: readonly Event[]) => expect(decide()).toEqual(expected),
        thenNothing: () => expect(decide()).toEqual([]),
        thenThrows(message: string | RegExp, type?: ErrorClass) {
          let thrown: unknown;
          try {
            decide();
          } catch (err) {
            thrown = err;
          }
          expect(thrown, 'the command should have been refused').toBeInstanceOf(type ?? Error);
          if (typeof message === 'string') expect((thrown as Error).message).toBe(message);
          else expect((thrown as Error).message).toMatch(message);
          return thrown as Error;
        },
      };
    },
  });
}
