/**
 * The upcoming projects of the Projects page (storefront.md: "Upcoming project", static): their language-independent
 * facts, which the page lists and which the server accepts followers for. Their texts are in the client's
 * catalogues (projects.items.<id>). Pure, no zod: the Projects page imports it.
 */

/** Project statuses of the spec; only coming_soon and planned are listed on the projects page. */
export type ProjectStatus = 'active' | 'coming_soon' | 'planned' | 'completed';
export type Difficulty = 'beginner' | 'intermediate' | 'advanced';
export type ProjectCategory = 'leafy_greens' | 'fruiting_vegetables' | 'herbs';

export const UPCOMING_PROJECT_IDS = ['lettuce-nft', 'cherry-tomatoes-dwc', 'herbs-garden'] as const;
export type UpcomingProjectId = (typeof UPCOMING_PROJECT_IDS)[number];

/** The spec's "Upcoming project" entity, with its texts already in the visitor's language. */
export interface UpcomingProject {
  id: UpcomingProjectId;
  title: string;
  description: string;
  status: ProjectStatus;
  category: ProjectCategory;
  /** Year and month the project is expected to start, `YYYY-MM`. */
  expectedStart: string;
  /** Planned length in days. */
  duration: number;
  difficulty: Difficulty;
  /** An emoji; no hot-linked images. */
  coverImage: string;
  preview: string;
}

/** The language-independent part of a project; its texts live in the catalogues under projects.items.<id>. */
export type UpcomingProjectFacts = Omit<UpcomingProject, 'title' | 'description' | 'preview'>;

export const UPCOMING_PROJECT_FACTS: readonly UpcomingProjectFacts[] = [
  {
    id: 'lettuce-nft',
    status: 'coming_soon',
    category: 'leafy_greens',
    expectedStart: '2027-01',
    duration: 45,
    difficulty: 'beginner',
    coverImage: '🥬',
  },
  {
    id: 'cherry-tomatoes-dwc',
    status: 'planned',
    category: 'fruiting_vegetables',
    expectedStart: '2027-03',
    duration: 90,
    difficulty: 'intermediate',
    coverImage: '🍅',
  },
  {
    id: 'herbs-garden',
    status: 'planned',
    category: 'herbs',
    expectedStart: '2027-04',
    duration: 60,
    difficulty: 'beginner',
    coverImage: '🌿',
  },
];

const LISTED_STATUSES: readonly ProjectStatus[] = ['coming_soon', 'planned'];

/** Whether the projects page lists a project (coming soon or planned only). */
export function isListedProject(project: Pick<UpcomingProject, 'status'>): boolean {
  return LISTED_STATUSES.includes(project.status);
}

/**
 * The projects a visitor may follow ("E-mail me when it starts"): those the page lists, which have not started. A
 * project that starts (status active) takes no new followers.
 */
export const FOLLOWABLE_PROJECT_IDS: readonly UpcomingProjectId[] = UPCOMING_PROJECT_FACTS.filter(isListedProject).map(
  (p) => p.id,
);

/** The languages of the site, in which a follower's e-mails are written. */
export const MAIL_LANGUAGES = ['en', 'ar'] as const;
export type MailLanguage = (typeof MAIL_LANGUAGES)[number];

/** What following a project answered: confirmed at once (the caller's verified account e-mail), or a link was e-mailed. */
export const PROJECT_FOLLOW_OUTCOMES = ['following', 'already_following', 'confirmation_sent'] as const;
export type ProjectFollowOutcome = (typeof PROJECT_FOLLOW_OUTCOMES)[number];
