import { Alert, Badge, Group, List, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../hooks/useLanguage';
import { useGovernorateChoice, useGovernorates, useWeather } from '../../../hooks/useWeather';
import { shortDate } from '../../../lib/cropDisplay';
import { formatNumber } from '../../../lib/format';
import { ListState } from '../../ListState/ListState';

const CONDITION_EMOJI: Record<string, string> = { clear: '☀️', partly_cloudy: '⛅', cloudy: '☁️', rain: '🌧️', dust: '🌪️' };

function Measure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size="sm">
        {value}
      </Text>
    </div>
  );
}

/**
 * Today's weather and this week's alerts for a chosen governorate (`weather.current`, `weather.alerts`), labelled as a
 * climatological estimate with the source's own note.
 */
export function CropWeather() {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const arabic = language === 'ar';
  const [governorate, setGovernorate] = useGovernorateChoice();
  const governorates = useGovernorates();
  const { current, alerts } = useWeather(governorate);
  const number = (value: number) => formatNumber(value, language, 1);
  /** A temperature kept whole inside Arabic text (left-to-right isolate): '14.2°'. */
  const degrees = (value: number) => `\u2066${number(value)}°\u2069`;
  const options = (governorates.data ?? [{ slug: governorate, name: governorate, name_ar: governorate }]).map(
    (place) => ({
      value: place.slug,
      label: (arabic && place.name_ar) || place.name,
    }),
  );
  /** The wind's compass point ('NE') in the reader's words ('شمال شرق'). */
  const compassName = (point: string) => t(`crop.weather.compass.${point as 'N'}`, { defaultValue: point });
  const answer = current.data;
  const weather = answer?.current;

  return (
    <Stack gap="sm" data-testid="crop-weather">
      <NativeSelect
        label={t('crop.weather.governorate')}
        data={options}
        value={governorate}
        onChange={(event) => setGovernorate(event.currentTarget.value)}
        data-testid="weather-governorate"
      />
      <ListState query={current} items={weather ? [weather] : undefined} texts="crop.weather" testId="weather-current">
        {() =>
          weather &&
          answer && (
            <Stack gap="sm">
              <Group justify="space-between" align="center" wrap="nowrap">
                <Group gap="sm" wrap="nowrap">
                  <Text fz={40} lh={1} aria-hidden>
                    {CONDITION_EMOJI[weather.condition] ?? '🌤️'}
                  </Text>
                  <div>
                    <Text fz={28} fw={700} lh={1.1}>
                      {degrees(weather.temperature)}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t(`crop.weather.conditions.${weather.condition}`)} ·{' '}
                      {t('crop.weather.range', { min: degrees(weather.temp_min), max: degrees(weather.temp_max) })}
                    </Text>
                  </div>
                </Group>
                <Badge variant="light" color="gray" tt="none" style={{ flex: 'none' }} data-testid="weather-estimate">
                  {t('crop.weather.estimate')}
                </Badge>
              </Group>
              <SimpleGrid cols={2} spacing="xs" verticalSpacing="xs">
                <Measure label={t('crop.weather.humidity')} value={`${formatNumber(weather.humidity, language, 0)}%`} />
                <Measure
                  label={t('crop.weather.wind')}
                  value={t('crop.weather.windValue', {
                    speed: formatNumber(weather.wind_speed, language, 0),
                    compass: compassName(weather.wind_compass),
                  })}
                />
                <Measure
                  label={t('crop.weather.rain')}
                  value={`${formatNumber(weather.precipitation_probability, language, 0)}%`}
                />
                <Measure
                  label={t('crop.weather.et0')}
                  value={t('crop.weather.et0Value', { value: number(weather.et0_mm) })}
                />
              </SimpleGrid>
              <Text size="xs" c="dimmed">
                {arabic ? answer.note_ar : answer.note}
              </Text>
            </Stack>
          )
        }
      </ListState>
      {alerts.data && (
        <div data-testid="weather-alerts">
          <Text fw={700} size="sm" mb={6}>
            {t('crop.weather.alertsTitle')}
          </Text>
          {alerts.data.alerts.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('crop.weather.noAlerts')}
            </Text>
          ) : (
            <Stack gap="xs">
              {alerts.data.alerts.map((alert) => (
                <Alert
                  key={`${alert.type}-${alert.start_date}`}
                  color={alert.severity === 'severe' ? 'red' : 'orange'}
                  variant="light"
                  p="xs"
                  title={arabic ? alert.title_ar : alert.title}
                >
                  <Text size="xs" c="dimmed">
                    {t('crop.weather.alertDates', {
                      from: shortDate(alert.start_date, language),
                      to: shortDate(alert.end_date, language),
                    })}
                  </Text>
                  <Text size="sm">{arabic ? alert.message_ar : alert.message}</Text>
                  <List size="sm" mt={4} spacing={2}>
                    {(arabic ? alert.advice_ar : alert.advice).map((advice) => (
                      <List.Item key={advice}>{advice}</List.Item>
                    ))}
                  </List>
                </Alert>
              ))}
            </Stack>
          )}
        </div>
      )}
    </Stack>
  );
}
