import { z } from 'zod';
import * as S from './outputs';

/* Building blocks of procedure outputs that several routers share (beside outputs.ts's records). */

/** A page of a list as the server answers it: `{items, pagination}` (the REST envelope spreads it). */
export const paged = <T extends z.ZodType>(item: T) =>
  z.strictObject({ items: z.array(item), pagination: S.Pagination });

/** An answer with the `message` the caller is shown beside it. */
export const withMessage = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(
  schema: z.ZodObject<Shape, Config>,
) => schema.extend({ message: S.message });

/** `{id, message}`: what a delete answers. */
export const deleted = withMessage(S.idOnly);
