import { describe, expect, it } from 'vitest';
import { foldArabic, formsOfWord, MAX_SEARCH_WORDS, searchWordGroups } from '../../src/shared/searchWords';

/** Issue 45, item 4: a grower's words as the product search reads them. */
describe('search words', () => {
  it('folds Arabic as the search document does', () => {
    expect(foldArabic('الطماطم')).toBe('طماطم');
    expect(foldArabic('أسمدة')).toBe('اسمده');
    expect(foldArabic('سمادٌ')).toBe('سماد');
    expect(foldArabic('ذرة')).toBe('ذره');
  });

  it('gives the bare word of attached prefixes: لل، وال، بال، و، ب، ل', () => {
    expect(formsOfWord('للطماطم')).toContain('طماطم');
    expect(formsOfWord('والسماد')).toContain('سماد');
    expect(formsOfWord('بالتنقيط')).toContain('تنقيط');
    expect(formsOfWord('وسماد')).toContain('سماد');
    // A word that starts with one of those letters keeps its own form first: "بذور" is seeds, not "ذور".
    expect(formsOfWord('بذور')[0]).toBe('بذور');
    // Too short to carry a prefix.
    expect(formsOfWord('لب')).toEqual(['لب']);
  });

  it('reads Arabic-Indic digits and English in its forms, with an -ize twin for -ise', () => {
    expect(formsOfWord('٤٦')).toEqual(['46']);
    expect(formsOfWord('Fertiliser')).toEqual(['fertiliser', 'fertilizer']);
    expect(formsOfWord('tomatoes')).toEqual(['tomatoes']);
    expect(formsOfWord('sulfur')).toEqual(['sulfur', 'sulphur']);
    expect(formsOfWord('Sulphate')).toEqual(['sulphate', 'sulfate']);
  });

  it('folds a word with the shop fold: hamza on waw and yaa, tatweel, every mark', () => {
    expect(formsOfWord('مؤسسة')).toEqual(['موسسه']);
    expect(formsOfWord('طمـــاطم')).toEqual(['طماطم']);
    expect(formsOfWord('البَطَاطِسُ')[0]).toBe('بطاطس');
  });

  it('keeps every meaningful word, any order, and leaves out the small ones', () => {
    expect(searchWordGroups('fertiliser for tomatoes')).toEqual([['fertiliser', 'fertilizer'], ['tomatoes']]);
    expect(searchWordGroups('سماد للطماطم').map((g) => g.includes('طماطم') || g[0])).toEqual(['سماد', true]);
    expect(searchWordGroups('سماد في الطماطم')).toHaveLength(2);
    expect(searchWordGroups('  ، for the  ')).toEqual([]);
    expect(searchWordGroups(Array.from({ length: 20 }, (_, i) => `w${i}`).join(' '))).toHaveLength(MAX_SEARCH_WORDS);
  });
});
