import { expect } from 'vitest';
import type { MessageKey } from '../../src/shared/messages';

/**
 * What a REST error body's `details` hold for a refusal whose message is keyed: its `message_key` (beside its
 * parameters); nothing for a message without a key (zod's own words), as `toEqual` reads an undefined property.
 */
export const keyedDetails = (key: MessageKey | undefined) => (key ? expect.objectContaining({ message_key: key }) : undefined);
