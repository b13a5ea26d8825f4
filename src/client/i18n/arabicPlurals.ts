/**
 * Arabic plural forms that more than one catalogue says the same way, written once (i18next picks the form by
 * `count`: zero, one, two, few, many, other).
 */

/** A number of days ('يومان', '{{count}} أيام'): a crop's growing season, an irrigation interval. */
export const arabicDays = {
  days_zero: '{{count}} يوم',
  days_one: 'يوم واحد',
  days_two: 'يومان',
  days_few: '{{count}} أيام',
  days_many: '{{count}} يومًا',
  days_other: '{{count}} يوم',
};

/** A number of orders ('طلبان', '{{count}} طلبات'): My Orders and the admin's orders list. */
export const arabicOrderCount = {
  count_zero: 'لا توجد طلبات',
  count_one: 'طلب واحد',
  count_two: 'طلبان',
  count_few: '{{count}} طلبات',
  count_many: '{{count}} طلبًا',
  count_other: '{{count}} طلب',
};
