import { envelopeOfRoute } from '../envelope';
import { procedureDef } from '../procedures';
import type { AnswerDoc, RestRoute } from '../types';

/**
 * What a route answers on success, derived, never written by hand: its envelope's doc of its procedure's `.output()`
 * schema. openapi.ts publishes it (as JSON carries it: `jsonForm`); tests/integration/surfaceAnswers.int.test.ts checks
 * every observed success answer against it. Undefined for a procedure that declares no output (the test names it).
 */
export function answerDoc(route: RestRoute): AnswerDoc | undefined {
  const output = procedureDef(route.procedure)?.output;
  return output ? envelopeOfRoute(route).doc(output) : undefined;
}
