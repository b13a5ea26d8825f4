import { expect } from 'vitest';
import type { MessageKey } from '../../src/shared/messages';

/**
 * What a REST error body's `details` hold for a refusal: its message's `message_key` (beside its parameters). Every
 * validation message is keyed (said in Arabic to an Arabic caller: tests/integration/surfaceArabic.int.test.ts), so
 * without a `key` named, any key.
 */
export const keyedDetails = (key?: MessageKey) =>
  expect.objectContaining({ message_key: key ?? expect.stringMatching(/^\w+\.\w+$/) });
