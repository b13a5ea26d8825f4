import { describe, expect, it } from 'vitest';
import {
  draftOf,
  listOfLines,
  linesOfSpecifications,
  specificationsOfLines,
  textsOfDraft,
} from '../../src/client/components/admin/products/productTexts';
import { ZProductFields } from '../../src/shared/catalogue';
import { languageOfText, localisedDetails, localisedSpecifications } from '../../src/shared/productDisplay';

/* A product's long texts in Arabic: what the product page shows, what the admin editor sends. */

const english = {
  usage_instructions: 'Sow one seed per cell.',
  maintenance_tips: 'Keep dry.',
  features: ['Heat tolerant'],
  specifications: { pack_size: '1,000 seeds' },
  shipping_info: 'Delivered in 2–4 days.',
  warranty_info: null,
};
const arabic = {
  usage_instructions_ar: 'تُزرع بذرة واحدة في كل عين.',
  maintenance_tips_ar: 'تُحفظ في مكان جاف.',
  features_ar: ['تتحمل الحرارة'],
  specifications_ar: { 'حجم العبوة': '1000 بذرة' },
  shipping_info_ar: 'التوصيل خلال 2–4 أيام.',
  warranty_info_ar: null,
};

describe("the product page's long texts", () => {
  it('are the Arabic ones for an Arabic reader, labels and values as written', () => {
    const details = localisedDetails({ ...english, ...arabic }, 'ar');
    expect(details).toEqual({
      usageInstructions: { value: arabic.usage_instructions_ar, language: 'ar' },
      maintenanceTips: { value: arabic.maintenance_tips_ar, language: 'ar' },
      features: { value: arabic.features_ar, language: 'ar' },
      specifications: { value: [{ key: 'حجم العبوة', label: 'حجم العبوة', value: '1000 بذرة' }], language: 'ar' },
      shippingInfo: { value: arabic.shipping_info_ar, language: 'ar' },
      warrantyInfo: null,
    });
  });

  it('are the English ones for an English reader, whatever Arabic the product has', () => {
    const details = localisedDetails({ ...english, ...arabic }, 'en');
    expect(details.usageInstructions).toEqual({ value: english.usage_instructions, language: 'en' });
    expect(details.features).toEqual({ value: english.features, language: 'en' });
    expect(details.specifications).toEqual({
      value: [{ key: 'pack_size', label: 'pack size', value: '1,000 seeds' }],
      language: 'en',
    });
  });

  it('fall back to English, marked as English, one by one where the Arabic is missing or empty', () => {
    const details = localisedDetails(
      {
        ...english,
        usage_instructions_ar: '  ',
        features_ar: [],
        specifications_ar: {},
        maintenance_tips_ar: 'تُحفظ في مكان جاف.',
      },
      'ar',
    );
    expect(details.usageInstructions).toEqual({ value: english.usage_instructions, language: 'en' });
    expect(details.maintenanceTips).toEqual({ value: 'تُحفظ في مكان جاف.', language: 'ar' });
    expect(details.features).toEqual({ value: english.features, language: 'en' });
    expect(details.specifications?.language).toBe('en');
    expect(details.shippingInfo).toEqual({ value: english.shipping_info, language: 'en' });
  });

  it('say nothing where neither language has a text', () => {
    expect(localisedDetails({}, 'ar')).toEqual({
      usageInstructions: null,
      maintenanceTips: null,
      features: null,
      specifications: null,
      shippingInfo: null,
      warrantyInfo: null,
    });
  });

  it("show brand, manufacturer and model number, under the screen's own labels, as the reader's language when there are no pairs", () => {
    expect(localisedSpecifications({ brand: 'Honda', model_number: 'WB20XT' }, 'ar')).toEqual({
      value: [
        { key: 'brand', label: null, value: 'Honda' },
        { key: 'model_number', label: null, value: 'WB20XT' },
      ],
      language: 'ar',
    });
    // Arabic pairs win over the fallback rows.
    expect(localisedSpecifications({ brand: 'Honda', specifications_ar: { القدرة: '5.5 حصان' } }, 'ar')?.value).toEqual(
      [{ key: 'القدرة', label: 'القدرة', value: '5.5 حصان' }],
    );
  });
});

describe('the Arabic fields of a product change', () => {
  it('are checked like their English twins', () => {
    expect(ZProductFields.safeParse({ ...arabic, usage_instructions_ar: 'x'.repeat(10_000) }).success).toBe(true);
    const refusals = [
      [{ usage_instructions_ar: 'x'.repeat(10_001) }, 'usage_instructions_ar must be at most 10000 characters'],
      [{ shipping_info_ar: 'x'.repeat(2001) }, 'shipping_info_ar must be at most 2000 characters'],
      [{ features_ar: 'ميزة' }, 'features_ar must be a list of texts'],
      [{ features_ar: Array(51).fill('ميزة') }, 'At most 50 features_ar'],
      [{ features_ar: ['x'.repeat(301)] }, 'Each of features_ar must be at most 300 characters'],
      [{ specifications_ar: ['x'] }, 'specifications_ar must be an object of texts'],
      [
        { specifications_ar: { الوزن: 'x'.repeat(501) } },
        'Each value of specifications_ar must be at most 500 characters',
      ],
    ] as const;
    for (const [input, message] of refusals) {
      const result = ZProductFields.safeParse(input);
      expect(result.success, message).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(message);
    }
  });
});

describe('the admin editor of the texts', () => {
  it('reads lists one item a line and specifications one "label: value" a line', () => {
    expect(listOfLines(' one \n\n two\n')).toEqual(['one', 'two']);
    expect(specificationsOfLines('حجم العبوة: 1000 بذرة\nالوقت: 10:30 صباحًا\n\nنقاء')).toEqual({
      'حجم العبوة': '1000 بذرة',
      الوقت: '10:30 صباحًا',
      نقاء: '',
    });
    expect(specificationsOfLines(linesOfSpecifications({ a: '1', 'b c': 'd: e' }))).toEqual({ a: '1', 'b c': 'd: e' });
  });

  it('sends back what it was given when nothing is changed, and null for an emptied text', () => {
    const product = { ...english, ...arabic };
    expect(textsOfDraft(draftOf(product))).toEqual(product);
    expect(textsOfDraft({ ...draftOf(product), usage_instructions_ar: '   ' }).usage_instructions_ar).toBeNull();
  });
});

describe('the language of a text the page took from a product', () => {
  it("is Arabic for one of the product's Arabic texts, else English", () => {
    const product = {
      name: 'Hoe',
      name_ar: 'فأس',
      description: 'A hoe.',
      description_ar: 'فأس يدوية.',
      short_description_ar: null,
    };
    expect(languageOfText(product, 'فأس يدوية.')).toBe('ar');
    expect(languageOfText(product, 'A hoe.')).toBe('en');
  });
});
