import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { passwordStrength } from '../../../shared/passwordStrength';

const COLORS = ['red', 'red', 'yellow', 'leaf', 'leaf'] as const;
const LEVELS = [
  'auth.strength.levels.tooEasy',
  'auth.strength.levels.weak',
  'auth.strength.levels.fair',
  'auth.strength.levels.good',
  'auth.strength.levels.strong',
] as const;

/**
 * How guessable the new password is, as it is typed (the same check the server makes: src/shared/passwordStrength.ts):
 * a meter, its level in words and the main thing to change. Nothing is shown for an empty field.
 */
export function PasswordStrengthMeter({ value }: { value: string }) {
  const { t } = useTranslation();
  if (!value) return null;
  const { score, hint } = passwordStrength(value);
  const level: string = t(LEVELS[score]);
  return (
    <Stack gap={4} data-testid="password-strength" data-score={score}>
      <Progress value={(score + 1) * 20} color={COLORS[score]} size="sm" aria-hidden />
      <Text size="xs" aria-live="polite">
        {t('auth.strength.label', { level })}
        {hint ? ` ${t(`auth.strength.hints.${hint}`)}` : ''}
      </Text>
    </Stack>
  );
}
