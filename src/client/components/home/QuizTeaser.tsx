import { Badge, Button, Card, Center, Container, Group, SimpleGrid, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { QUIZ_TEASERS } from '../../data/homeTeasers';
import { DifficultyBadge } from '../DifficultyBadge/DifficultyBadge';
import { EmojiIcon } from '../EmojiIcon/EmojiIcon';
import { SectionHeading } from '../SectionHeading/SectionHeading';

/** The three quizzes with their question counts and levels, and a link to /quizzes. */
export function QuizTeaser() {
  const { t } = useTranslation();
  return (
    <Container size="lg" py={56} component="section">
      <SectionHeading title={t('home.quizzes.title')} subtitle={t('home.quizzes.subtitle')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        {QUIZ_TEASERS.map((quiz) => (
          <Card key={quiz.id} withBorder padding="lg">
            <EmojiIcon emoji={quiz.icon} size={44} />
            <Title order={3} fz="lg" mt="sm" mb={4}>
              {t(`home.quizzes.${quiz.id}.title`)}
            </Title>
            <Text size="sm" c="dimmed" mb="md">
              {t(`home.quizzes.${quiz.id}.text`)}
            </Text>
            <Group gap="xs" mt="auto">
              <Badge variant="outline">{t('home.quizzes.questionCount', { count: quiz.questionsCount })}</Badge>
              <DifficultyBadge difficulty={quiz.difficulty} />
            </Group>
          </Card>
        ))}
      </SimpleGrid>
      <Center mt="xl">
        <Button component={Link} href="/quizzes" variant="light">
          {t('home.quizzes.cta')}
        </Button>
      </Center>
    </Container>
  );
}
