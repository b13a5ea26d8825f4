import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Difficulty } from '../../data/upcomingProjects';

const COLORS: Record<Difficulty, string> = { beginner: 'leaf', intermediate: 'wheat', advanced: 'orange' };

/** Beginner, Intermediate or Advanced, coloured by level. */
export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[difficulty]} variant="light" autoContrast>
      {t(`difficulty.${difficulty}`)}
    </Badge>
  );
}
