import { paged } from './common.schema';
import * as S from './outputs';

/* The answers of the users router besides auth.schema.ts's (its inputs and ZUpdatedProfile are the account's). */

/** The published guides a user wrote, a page at a time. */
export const ZAuthoredGuidePage = paged(S.Guide);
