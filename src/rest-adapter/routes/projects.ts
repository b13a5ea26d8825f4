import { messageEnvelope, noInput } from '../envelope';
import type { RestRoute } from '../types';

const group = 'Projects';

/** The Projects page's "E-mail me when it starts" (not in rest-calls.tsv), shaped like the Newsletter group. */
export const projectsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/projects/{project_id}/follow',
    procedure: 'projects.follow',
    group,
    summary:
      "E-mail {email} when the project starts: a confirmation link is e-mailed (in {language?}: en or ar), or a signed-in grower's verified address follows at once",
    respond: messageEnvelope,
  },
  {
    method: 'POST',
    path: '/projects/follow/confirm',
    procedure: 'projects.confirmFollow',
    group,
    summary: 'Confirm a follow {token} (the e-mailed link)',
    respond: messageEnvelope,
  },
  {
    method: 'GET',
    path: '/projects/following',
    procedure: 'projects.following',
    group,
    summary: "The signed-in grower's followed projects and their status",
    input: noInput,
  },
  {
    method: 'DELETE',
    path: '/projects/{project_id}/follow',
    procedure: 'projects.unfollow',
    group,
    summary: "Stop the signed-in grower's follows of a project",
    respond: messageEnvelope,
  },
];
