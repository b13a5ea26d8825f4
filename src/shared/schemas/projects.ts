import { z } from 'zod';
import { FOLLOWABLE_PROJECT_IDS, MAIL_LANGUAGES, type UpcomingProjectId } from '../projects';
import { ZEmail } from './auth';
import { says } from '../messages';

/** The input schemas of "E-mail me when it starts" (routers/projects.ts), shared with the Projects page's form. */

const ZProjectId = z.enum(
  FOLLOWABLE_PROJECT_IDS as [UpcomingProjectId, ...UpcomingProjectId[]],
  says('form.chooseProject'),
);

export const ZProjectFollowInput = z.object({
  project_id: ZProjectId,
  email: ZEmail,
  /** The language of the confirmation e-mail (the page's). */
  language: z.enum(MAIL_LANGUAGES, says('field.enOrAr', { field: 'language' })).default('en'),
});

export const ZProjectUnfollowInput = z.object({ project_id: ZProjectId });

export const ZProjectFollowConfirmInput = z.object({
  token: z.string(says('form.confirmLinkInvalid')).trim().min(10, says('form.confirmLinkInvalid')).max(200),
});
