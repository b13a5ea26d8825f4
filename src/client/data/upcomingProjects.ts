export {
  type Difficulty,
  isListedProject,
  type ProjectCategory,
  type ProjectStatus,
  UPCOMING_PROJECT_FACTS,
  type UpcomingProject,
  type UpcomingProjectFacts,
  type UpcomingProjectId,
} from '../../shared/projects';

/** The sample 45-day timeline of the lettuce NFT project, in order. */
export const SAMPLE_TIMELINE_PHASES = ['setup', 'germination', 'transplant', 'growth', 'harvest'] as const;
