import type { AlertType, WeatherAlert, WeatherDay } from '../../shared/weather';
import type { Governorate } from './normals';

/*
 * Weather alerts for growers, from thresholds on the days of a forecast (whatever provider made them):
 * - heat wave: maximum ≥ 40 °C (≥ 35 °C on the Mediterranean coast, where sea air makes heat harder on plants and
 *   animals); severe from 4 °C above that;
 * - frost: minimum ≤ 2 °C (a screen minimum of 2 °C means frost on the ground on clear, calm nights); severe ≤ 0 °C;
 * - khamaseen: in March to May, a wind of 30 km/h or more from the southern half of the compass with humidity of
 *   30 % or less — the hot, dry, dusty spring wind from the desert; severe from 45 km/h.
 * Consecutive days of one kind make one alert.
 */

export const ALERT_THRESHOLDS = {
  heatInland: 40,
  heatCoast: 35,
  heatSevereAbove: 4,
  frost: 2,
  frostSevere: 0,
  khamaseenMonths: [3, 4, 5],
  khamaseenWind: 30,
  khamaseenSevereWind: 45,
  khamaseenHumidity: 30,
} as const;

/** The heat-wave threshold of a governorate (°C). */
export const heatThreshold = (g: Pick<Governorate, 'coast'>) =>
  g.coast ? ALERT_THRESHOLDS.heatCoast : ALERT_THRESHOLDS.heatInland;

/** Whether a wind direction (degrees it blows from) is southerly: from east-south-east round to west. */
const fromTheSouth = (degrees: number) => degrees >= 100 && degrees <= 280;

/** The alert a day raises of each kind, with its severity (or nothing). */
export function dayAlerts(
  g: Pick<Governorate, 'coast'>,
  day: WeatherDay,
): { type: AlertType; severity: 'warning' | 'severe' }[] {
  const found: { type: AlertType; severity: 'warning' | 'severe' }[] = [];
  const heat = heatThreshold(g);
  if (day.temp_max >= heat)
    found.push({
      type: 'heat_wave',
      severity: day.temp_max >= heat + ALERT_THRESHOLDS.heatSevereAbove ? 'severe' : 'warning',
    });
  if (day.temp_min <= ALERT_THRESHOLDS.frost)
    found.push({ type: 'frost', severity: day.temp_min <= ALERT_THRESHOLDS.frostSevere ? 'severe' : 'warning' });
  const month = Number(day.date.slice(5, 7));
  if (
    (ALERT_THRESHOLDS.khamaseenMonths as readonly number[]).includes(month) &&
    day.wind_speed >= ALERT_THRESHOLDS.khamaseenWind &&
    day.humidity <= ALERT_THRESHOLDS.khamaseenHumidity &&
    fromTheSouth(day.wind_direction)
  ) {
    found.push({
      type: 'khamaseen',
      severity: day.wind_speed >= ALERT_THRESHOLDS.khamaseenSevereWind ? 'severe' : 'warning',
    });
  }
  return found;
}

// ─── Texts ──────────────────────────────────────────────────────────────────────────────────────────

const ADVICE: Record<AlertType, { en: string[]; ar: string[] }> = {
  heat_wave: {
    en: [
      'Irrigate in the early morning or the evening, never at midday; give lighter, more frequent irrigations so the root zone stays moist.',
      'Shade nurseries and young transplants, and put off transplanting until the heat breaks.',
      'Do not spray pesticides or foliar fertilizer in the heat of the day; spray at dawn if you must.',
      'Harvest vegetables and fruit early in the morning and move them into the shade at once.',
      'Give livestock and poultry shade, air and plenty of clean, cool water.',
    ],
    ar: [
      'اروِ في الصباح الباكر أو في المساء وليس في الظهيرة أبداً، واجعل الريات أخف وأكثر تقارباً لتبقى منطقة الجذور رطبة.',
      'ظلِّل المشاتل والشتلات الصغيرة، وأجِّل الشتل حتى تنكسر موجة الحر.',
      'لا ترش المبيدات أو الأسمدة الورقية في وقت الحر، وإن كان لا بد فرشّ عند الفجر.',
      'اجمع الخضر والفاكهة في الصباح الباكر وانقلها إلى الظل فوراً.',
      'وفِّر للماشية والدواجن الظل والتهوية والكثير من الماء النظيف البارد.',
    ],
  },
  frost: {
    en: [
      'Irrigate lightly the day before the cold night: moist soil stores heat and gives it back at night.',
      'Cover nurseries and young vegetable plants at night with plastic or non-woven cover, and open them in the morning.',
      'Hold back nitrogen now: it pushes soft growth that frost burns.',
      'Put off transplanting and the pruning of frost-sensitive trees (mango, banana, lime) until the cold spell ends.',
    ],
    ar: [
      'اروِ رياً خفيفاً في اليوم السابق لليلة الباردة، فالتربة الرطبة تختزن الحرارة وتطلقها ليلاً.',
      'غطِّ المشاتل ونباتات الخضر الصغيرة ليلاً بالبلاستيك أو بغطاء الأجريل، وافتحها في الصباح.',
      'أوقف التسميد الآزوتي الآن لأنه يدفع نمواً غضاً يحرقه الصقيع.',
      'أجِّل الشتل وتقليم الأشجار الحساسة للصقيع (المانجو والموز والليمون) حتى تنتهي موجة البرد.',
    ],
  },
  khamaseen: {
    en: [
      'Irrigate before the wind arrives and not while it blows: wet soil under tall wheat or maize lodges easily.',
      'Put off spraying and fertilizer spreading until the wind drops.',
      'Secure greenhouse plastic, shade nets and low tunnels; close greenhouses on the windward side.',
      'Cover harvested produce and stored grain against dust; windbreaks shelter nurseries and young orchards.',
    ],
    ar: [
      'اروِ قبل وصول الرياح لا أثناء هبوبها، فالتربة المبتلة تحت القمح أو الذرة الطويلة تسبب الرقاد بسهولة.',
      'أجِّل الرش ونثر الأسمدة حتى تهدأ الرياح.',
      'ثبِّت بلاستيك الصوب وشباك التظليل والأنفاق المنخفضة، وأغلق الصوب من جهة الرياح.',
      'غطِّ المحصول المجموع والحبوب المخزنة من الأتربة، ومصدات الرياح تحمي المشاتل والحدائق الصغيرة.',
    ],
  },
};

function describe(type: AlertType, days: WeatherDay[], g: Pick<Governorate, 'coast' | 'name' | 'name_ar'>) {
  switch (type) {
    case 'heat_wave': {
      const peak = Math.max(...days.map((d) => d.temp_max));
      return {
        title: 'Heat wave',
        title_ar: 'موجة حارة',
        message: `Maximum temperatures up to ${peak} °C in ${g.name} (alert from ${heatThreshold(g)} °C).`,
        message_ar: `درجات حرارة عظمى تصل إلى ${peak} درجة مئوية في ${g.name_ar} (التنبيه من ${heatThreshold(g)} درجة).`,
      };
    }
    case 'frost': {
      const low = Math.min(...days.map((d) => d.temp_min));
      return {
        title: 'Frost risk',
        title_ar: 'خطر الصقيع',
        message: `Night temperatures down to ${low} °C in ${g.name}: frost is likely on clear, calm nights.`,
        message_ar: `درجات حرارة ليلية تنخفض إلى ${low} درجة مئوية في ${g.name_ar}: يُتوقع الصقيع في الليالي الصافية الساكنة.`,
      };
    }
    case 'khamaseen': {
      const wind = Math.max(...days.map((d) => d.wind_speed));
      return {
        title: 'Khamaseen wind',
        title_ar: 'رياح الخماسين',
        message: `Hot, dry, dusty southerly wind up to ${wind} km/h in ${g.name}.`,
        message_ar: `رياح جنوبية حارة جافة محملة بالأتربة تصل سرعتها إلى ${wind} كم/ساعة في ${g.name_ar}.`,
      };
    }
  }
}

/** The alerts of a run of days: consecutive days of one kind make one alert, severe if any day is. */
export function alertsFor(
  g: Pick<Governorate, 'coast' | 'name' | 'name_ar'>,
  days: readonly WeatherDay[],
): WeatherAlert[] {
  const alerts: WeatherAlert[] = [];
  const open = new Map<AlertType, { days: WeatherDay[]; severe: boolean }>();
  const close = (type: AlertType) => {
    const run = open.get(type);
    if (!run) return;
    open.delete(type);
    alerts.push({
      type,
      severity: run.severe ? 'severe' : 'warning',
      start_date: run.days[0]!.date,
      end_date: run.days[run.days.length - 1]!.date,
      ...describe(type, run.days, g),
      advice: ADVICE[type].en,
      advice_ar: ADVICE[type].ar,
    });
  };
  for (const day of days) {
    const today = dayAlerts(g, day);
    for (const type of [...open.keys()]) if (!today.some((a) => a.type === type)) close(type);
    for (const alert of today) {
      const run = open.get(alert.type) ?? { days: [], severe: false };
      run.days.push(day);
      run.severe ||= alert.severity === 'severe';
      open.set(alert.type, run);
    }
  }
  for (const type of [...open.keys()]) close(type);
  return alerts.sort((a, b) => a.start_date.localeCompare(b.start_date));
}
