export {
  type Difficulty,
  isListedProject,
  UPCOMING_PROJECT_FACTS,
  type UpcomingProject,
} from '../../shared/projects';

/** The sample 45-day timeline of the lettuce NFT project, in order. */
export const SAMPLE_TIMELINE_PHASES = ['setup', 'germination', 'transplant', 'growth', 'harvest'] as const;
