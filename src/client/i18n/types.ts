/** Plural suffixes i18next derives from Intl.PluralRules (Arabic uses all six, English only one and other). */
type PluralSuffix = '_zero' | '_one' | '_two' | '_few' | '_many' | '_other';

/**
 * The shape every translation must have, derived from the English catalogue: the same keys with string
 * values. A key that English pluralises (`x_one`, `x_other`) may carry any plural form in another language.
 */
export type Catalogue<T> = {
  -readonly [K in keyof T as K extends `${string}${PluralSuffix}` ? never : K]: T[K] extends string
    ? string
    : Catalogue<T[K]>;
} & {
  -readonly [K in keyof T as K extends `${infer Base}_other` ? `${Base}${PluralSuffix}` : never]?: string;
};
