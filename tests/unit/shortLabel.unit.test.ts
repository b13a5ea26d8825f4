import { describe, expect, it } from 'vitest';
import { shortLabel } from '../../src/client/components/admin/charts/shortLabel';

/* The admin charts' category labels on a phone: long product names cut to fit beside the bars. */
describe('shortLabel', () => {
  it('keeps a name that fits as it is', () => {
    expect(shortLabel('Urea 46%', 14)).toBe('Urea 46%');
    expect(shortLabel('12345678901234', 14)).toBe('12345678901234');
  });

  it('cuts a long name at a word where one comes late enough, with an ellipsis, within the limit', () => {
    const label = shortLabel('Calcium Superphosphate 15% P2O5 – 50 kg Bag', 22);
    expect(label).toBe('Calcium Superphosphat…');
    expect(label).toHaveLength(22);
    expect(shortLabel('Drip Irrigation Kit for One Feddan', 22)).toBe('Drip Irrigation Kit…');
    expect(shortLabel('Drip Irrigation Kit for One Feddan', 22).length).toBeLessThanOrEqual(22);
  });

  it('cuts inside a word when no space comes late enough, and in Arabic too', () => {
    expect(shortLabel('Superphosphate-granular-bag', 10)).toBe('Superphos…');
    const arabic = shortLabel('سوبر فوسفات الكالسيوم 15% – شيكارة 50 كجم', 14);
    expect(arabic.endsWith('…')).toBe(true);
    expect(arabic.length).toBeLessThanOrEqual(14);
  });
});
