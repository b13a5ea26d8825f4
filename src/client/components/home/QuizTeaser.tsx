import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QUIZ_TEASERS } from '../../data/homeTeasers';
import { DifficultyBadge } from '../DifficultyBadge/DifficultyBadge';
import { TeaserCard, TeaserSection } from '../TeaserSection/TeaserSection';

/** The three quizzes with their question counts and levels, and a link to /quizzes. */
export function QuizTeaser() {
  const { t } = useTranslation();
  return (
    <TeaserSection
      title={t('home.quizzes.title')}
      subtitle={t('home.quizzes.subtitle')}
      cols={{ base: 1, sm: 3 }}
      more={{ href: '/quizzes', label: t('home.quizzes.cta') }}
    >
      {QUIZ_TEASERS.map((quiz) => (
        <TeaserCard
          key={quiz.id}
          icon={quiz.icon}
          title={t(`home.quizzes.${quiz.id}.title`)}
          text={t(`home.quizzes.${quiz.id}.text`)}
          titleSize="lg"
        >
          <Group gap="xs" mt="auto" pt="md">
            <Badge variant="outline">{t('home.quizzes.questionCount', { count: quiz.questionsCount })}</Badge>
            <DifficultyBadge difficulty={quiz.difficulty} />
          </Group>
        </TeaserCard>
      ))}
    </TeaserSection>
  );
}
