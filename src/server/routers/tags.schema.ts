import { z } from 'zod';
import { paged } from './common.schema';
import * as S from './outputs';

/* The answers of the tags router (its inputs are the tag forms': src/shared/crops.ts; its crops are crops.schema.ts's page). */

export const ZTagPage = paged(S.Tag);
export const ZTags = z.array(S.Tag);
