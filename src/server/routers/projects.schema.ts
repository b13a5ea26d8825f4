import { z } from 'zod';
import { PROJECT_FOLLOW_OUTCOMES, UPCOMING_PROJECT_IDS } from '../../shared/projects';
import { withMessage } from './common.schema';

/* The answers of the projects router (its inputs are the follow form's: src/shared/schemas/projects.ts). */

const ZProjectId = z.enum(UPCOMING_PROJECT_IDS);

export const ZProjectFollowed = withMessage(
  z.strictObject({ project_id: ZProjectId, outcome: z.enum(PROJECT_FOLLOW_OUTCOMES) }),
);
export const ZProjectFollowConfirmed = withMessage(z.strictObject({ project_id: ZProjectId, email: z.string() }));
/** The signed-in grower's follows (by the account's e-mail). */
export const ZProjectFollows = z.array(
  z.strictObject({ project_id: ZProjectId, email: z.string(), status: z.enum(['pending', 'confirmed']) }),
);
export const ZProjectUnfollowed = withMessage(z.strictObject({ project_id: ZProjectId }));
