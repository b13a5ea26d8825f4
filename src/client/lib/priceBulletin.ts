import { MARKET_PRICE_CSV_COLUMNS, MARKET_PRICE_CSV_OPTIONAL_COLUMNS } from '../../shared/priceAlerts';

/*
 * The daily price bulletin on the admin screen: the sample file an administrator downloads to fill in. Pure.
 */

/** The columns of the sample, the required ones first, then the optional average. */
export const BULLETIN_COLUMNS = [...MARKET_PRICE_CSV_COLUMNS, ...MARKET_PRICE_CSV_OPTIONAL_COLUMNS] as const;

type BulletinColumn = (typeof BULLETIN_COLUMNS)[number];

/** Two real quotes of a day at Obour (wholesale, EGP per kg): what a line of the ministry's bulletin says. */
const SAMPLE_ROWS: readonly Omit<Record<BulletinColumn, string>, 'price_date'>[] = [
  { crop: 'tomato', market: 'obour', unit: 'kg', min_price: '8', max_price: '12', avg_price: '10' },
  { crop: 'potato', market: 'obour', unit: 'kg', min_price: '6.5', max_price: '8.5', avg_price: '7.5' },
];

/** The sample bulletin for `day` ('YYYY-MM-DD'): the header row and two quotes, CRLF line ends as spreadsheets write. */
export function sampleBulletinCsv(day: string): string {
  const lines = [
    BULLETIN_COLUMNS.join(','),
    ...SAMPLE_ROWS.map((row) =>
      BULLETIN_COLUMNS.map((column) => (column === 'price_date' ? day : row[column])).join(','),
    ),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The sample's file name: `price-bulletin-2026-11-15.csv`. */
export const sampleBulletinName = (day: string) => `price-bulletin-${day}.csv`;
