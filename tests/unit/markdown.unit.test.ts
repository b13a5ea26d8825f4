import { describe, expect, it } from 'vitest';
import {
  type Block,
  inlineText,
  markdownExcerpt,
  parseInline,
  parseMarkdown,
  safeHref,
} from '../../src/client/lib/markdown';

const text = (value: string) => ({ type: 'text', text: value });

describe('Markdown blocks of a guide', () => {
  it('reads headings, paragraphs and rules', () => {
    const blocks = parseMarkdown('# Growing wheat\n\nWheat is the main\nwinter crop.\n\n---\n\n### Sowing ###');
    expect(blocks).toEqual([
      { type: 'heading', level: 1, children: [text('Growing wheat')] },
      { type: 'paragraph', children: [text('Wheat is the main winter crop.')] },
      { type: 'rule' },
      { type: 'heading', level: 3, children: [text('Sowing')] },
    ]);
  });

  it('reads bulleted and numbered lists, with continuation lines', () => {
    const blocks = parseMarkdown('- one\n- two\n  still two\n* three\n\n3. third\n4. fourth');
    expect(blocks).toEqual([
      { type: 'list', ordered: false, start: 1, items: [[text('one')], [text('two still two')], [text('three')]] },
      { type: 'list', ordered: true, start: 3, items: [[text('third')], [text('fourth')]] },
    ]);
  });

  it('starts a list right after a paragraph line', () => {
    const blocks = parseMarkdown('Do this:\n- plough\n- level');
    expect(blocks.map((b) => b.type)).toEqual(['paragraph', 'list']);
  });

  it('reads quotes, fenced code and pipe tables', () => {
    const blocks = parseMarkdown(
      '> Tip: **water** early\n\n```\nN = 75 kg\n```\n\n| Planting | Months |\n| :--- | ---: |\n| Summer | Feb–Apr |\n| Nili \\| late | Jul |',
    );
    expect(blocks[0]).toEqual({
      type: 'quote',
      children: [
        { type: 'paragraph', children: [text('Tip: '), { type: 'strong', children: [text('water')] }, text(' early')] },
      ],
    });
    expect(blocks[1]).toEqual({ type: 'code', text: 'N = 75 kg' });
    const table = blocks[2] as Extract<Block, { type: 'table' }>;
    expect(table.align).toEqual(['left', 'right']);
    expect(table.header.map(inlineText)).toEqual(['Planting', 'Months']);
    expect(table.rows.map((row) => row.map(inlineText))).toEqual([
      ['Summer', 'Feb–Apr'],
      ['Nili | late', 'Jul'],
    ]);
  });

  it('keeps a hard line break', () => {
    expect(parseMarkdown('line one  \nline two')).toEqual([
      { type: 'paragraph', children: [text('line one'), { type: 'break' }, text('line two')] },
    ]);
  });

  it('reads the demo guides’ Arabic as it is written', () => {
    const blocks = parseMarkdown('## اختيار الصنف\n\n- **الوجه البحري:** سخا 95');
    expect(blocks[0]).toEqual({ type: 'heading', level: 2, children: [text('اختيار الصنف')] });
    expect(blocks[1]).toEqual({
      type: 'list',
      ordered: false,
      start: 1,
      items: [[{ type: 'strong', children: [text('الوجه البحري:')] }, text(' سخا 95')]],
    });
  });
});

describe('Markdown inside a line', () => {
  it('reads bold, italic and code', () => {
    expect(parseInline('**bold** and *it* and _also_ and `code`')).toEqual([
      { type: 'strong', children: [text('bold')] },
      text(' and '),
      { type: 'em', children: [text('it')] },
      text(' and '),
      { type: 'em', children: [text('also')] },
      text(' and '),
      { type: 'code', text: 'code' },
    ]);
  });

  it('nests emphasis', () => {
    expect(parseInline('**apply *before* sowing**')).toEqual([
      { type: 'strong', children: [text('apply '), { type: 'em', children: [text('before')] }, text(' sowing')] },
    ]);
  });

  it('leaves lone markers, snake_case and escaped markers as text', () => {
    expect(inlineText(parseInline('2 * 3 = 6'))).toBe('2 * 3 = 6');
    expect(parseInline('water_needs_m3')).toEqual([text('water_needs_m3')]);
    expect(parseInline('\\*not italic\\*')).toEqual([text('*not italic*')]);
    expect(parseInline('**unclosed')).toEqual([text('**unclosed')]);
  });

  it('keeps a link’s address only when it is http(s) or a path of the site', () => {
    expect(parseInline('[guide](https://example.org/a) and [wheat](/crops/wheat)')).toEqual([
      { type: 'link', href: 'https://example.org/a', children: [text('guide')] },
      text(' and '),
      { type: 'link', href: '/crops/wheat', children: [text('wheat')] },
    ]);
    expect(parseInline('[click](javascript:alert(1))')[0]).toMatchObject({ type: 'link', href: null });
    expect(safeHref('//evil.example/x')).toBeNull();
    expect(safeHref('data:text/html,hi')).toBeNull();
  });
});

describe('no HTML in a guide', () => {
  it('keeps tags as plain text for React to show as text', () => {
    const blocks = parseMarkdown('<script>alert("x")</script>\n\n<img src=x onerror=alert(1)> **bold**');
    expect(blocks).toEqual([
      { type: 'paragraph', children: [text('<script>alert("x")</script>')] },
      {
        type: 'paragraph',
        children: [text('<img src=x onerror=alert(1)> '), { type: 'strong', children: [text('bold')] }],
      },
    ]);
  });
});

describe('a guide card’s excerpt', () => {
  it('is the first paragraph as plain words, cut with an ellipsis', () => {
    expect(markdownExcerpt('# Title\n\nFirst **bold** words.\n\nSecond.')).toBe('First bold words.');
    expect(markdownExcerpt(`${'word '.repeat(100)}`, 20)).toBe('word word word word…');
    expect(markdownExcerpt('- only a list')).toBe('');
  });
});
