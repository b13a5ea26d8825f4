/** Money in whole piastres (prices have two decimals), so that sums are exact; and back to EGP. */
export const toPiastres = (egp: number) => Math.round(egp * 100);
export const fromPiastres = (piastres: number) => piastres / 100;

/** The sum of `price × quantity` over lines, exact to the piastre. */
export function linesTotal(lines: readonly { price: number; quantity: number }[]): number {
  return fromPiastres(lines.reduce((sum, l) => sum + toPiastres(l.price) * l.quantity, 0));
}
