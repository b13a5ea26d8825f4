import { useTranslation } from 'react-i18next';
import { relativeJoin } from '../../shared/relativeJoin';

/** 'Joined today', 'Joined 12 days ago', 'Joined 3 months ago', 'Joined 2 years ago' — in the current language. */
export function useJoinedText(createdAt: Date | string): string {
  const { t } = useTranslation();
  const joined = relativeJoin(new Date(createdAt), new Date());
  if (joined.unit === 'day' && joined.count === 0) return t('profile.joinedToday');
  if (joined.unit === 'day') return t('profile.joinedDays', { count: joined.count });
  if (joined.unit === 'month') return t('profile.joinedMonths', { count: joined.count });
  return t('profile.joinedYears', { count: joined.count });
}
