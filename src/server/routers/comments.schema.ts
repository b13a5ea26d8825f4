import { z } from 'zod';
import { paged } from './common.schema';
import * as S from './outputs';

/* The answers of the Comments group (its inputs are shared with the storefront's forms: src/shared/crops.ts). */

export const ZCommentPage = paged(S.Comment);
export const ZComments = z.array(S.Comment);
/** A comment write: the comment, and what the author is told ('held for review' while it waits for a moderator). */
export const ZCommentWritten = z.strictObject({ comment: S.Comment, message: S.message });
