import { useTranslation } from 'react-i18next';
import { isListedProject, UPCOMING_PROJECT_FACTS, type UpcomingProject } from '../data/upcomingProjects';

/** The upcoming projects the page lists (coming soon and planned), with texts in the current language. */
export function useUpcomingProjects(): UpcomingProject[] {
  const { t } = useTranslation();
  return UPCOMING_PROJECT_FACTS.filter(isListedProject).map((facts) => ({
    ...facts,
    title: t(`projects.items.${facts.id}.title`),
    description: t(`projects.items.${facts.id}.description`),
    preview: t(`projects.items.${facts.id}.preview`),
  }));
}
