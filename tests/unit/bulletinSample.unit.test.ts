import { describe, expect, it } from 'vitest';
import { BULLETIN_COLUMNS, sampleBulletinCsv, sampleBulletinName } from '../../src/client/lib/priceBulletin';
import { readCsv } from '../../src/server/crops/csvRecords';
import { PRICE_UNITS, settlePrices } from '../../src/shared/marketPrices';
import { MARKET_PRICE_CSV_COLUMNS } from '../../src/shared/priceAlerts';

describe('the sample price bulletin the admin screen offers', () => {
  const records = readCsv(sampleBulletinCsv('2026-11-15'));

  it('has the header the import reads, every required column and the optional average', () => {
    expect(records[0]?.cells).toEqual([...BULLETIN_COLUMNS]);
    for (const column of MARKET_PRICE_CSV_COLUMNS) expect(records[0]?.cells).toContain(column);
    expect(records[0]?.cells).toContain('avg_price');
  });

  it('holds two quotes of the day asked for, in a known unit, with prices in order', () => {
    const rows = records
      .slice(1)
      .map((r) => Object.fromEntries(BULLETIN_COLUMNS.map((column, i) => [column, r.cells[i]!])));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ crop: 'tomato', market: 'obour', unit: 'kg', price_date: '2026-11-15' });
    for (const row of rows) {
      expect(PRICE_UNITS).toContain(row.unit);
      expect(
        settlePrices({
          min_price: Number(row.min_price),
          max_price: Number(row.max_price),
          avg_price: Number(row.avg_price),
        }).ok,
      ).toBe(true);
    }
  });

  it('is named after its day', () => {
    expect(sampleBulletinName('2026-11-15')).toBe('price-bulletin-2026-11-15.csv');
  });
});
