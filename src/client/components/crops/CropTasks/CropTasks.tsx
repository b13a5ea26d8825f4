import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { type CropTask, useCropTasks } from '../../../hooks/useCrop';
import { useLanguage } from '../../../hooks/useLanguage';
import { monthName } from '../../../lib/cropDisplay';
import { ListState } from '../../ListState/ListState';

const PRIORITY_COLOR: Record<string, string> = { high: 'red', medium: 'orange', low: 'gray' };

/** The weeks of the month a task takes: 'All month', 'Week 2' or 'Weeks 1–2'. */
function useWeeksLabel() {
  const { t } = useTranslation();
  return (task: Pick<CropTask, 'week_start' | 'week_end'>) => {
    if (task.week_start <= 1 && task.week_end >= 4) return t('crop.tasks.wholeMonth');
    if (task.week_start === task.week_end) return t('crop.tasks.week', { week: task.week_start });
    return t('crop.tasks.weeks', { start: task.week_start, end: task.week_end });
  };
}

function TaskItem({ task }: { task: CropTask }) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const weeks = useWeeksLabel();
  const arabic = language === 'ar';
  const title = (arabic && task.title_ar) || task.title;
  const description = (arabic && task.description_ar) || task.description;
  return (
    <Paper withBorder radius="md" p="sm" data-testid="task-item" data-priority={task.priority}>
      <Group justify="space-between" gap="xs" align="flex-start">
        <Text fw={700} style={{ flex: 1, minWidth: 200 }}>
          {title}
        </Text>
        <Group gap={4}>
          <Badge variant="light" color="gray" tt="none">
            {weeks(task)}
          </Badge>
          <Badge variant="outline" color="leaf" tt="none">
            {t(`crop.seasons.${task.season as 'winter'}`, { defaultValue: task.season })}
          </Badge>
          <Badge variant="light" color={PRIORITY_COLOR[task.priority] ?? 'gray'} tt="none">
            {t(`crop.tasks.priority.${task.priority as 'high'}`, { defaultValue: task.priority })}
          </Badge>
        </Group>
      </Group>
      {description && (
        <Text size="sm" c="dimmed" mt={6}>
          {description}
        </Text>
      )}
    </Paper>
  );
}

/** The crop's seasonal tasks (`crops.seasonalTasks`), grouped by month in calendar order. */
export function CropTasks({ cropId }: { cropId: string }) {
  const { language } = useLanguage();
  const tasks = useCropTasks(cropId);
  return (
    <ListState query={tasks} items={tasks.data} texts="crop.tasks" testId="task-list">
      {(items) => {
        const months = [...new Set(items.map((task) => task.month))];
        return (
          <Stack gap="md">
            {months.map((month) => (
              <div key={month}>
                <Title order={3} fz="md" c="leaf.8" mb={6}>
                  {monthName(month, language)}
                </Title>
                <Stack gap="xs">
                  {items
                    .filter((task) => task.month === month)
                    .map((task) => (
                      <TaskItem key={task.id} task={task} />
                    ))}
                </Stack>
              </div>
            ))}
          </Stack>
        );
      }}
    </ListState>
  );
}
