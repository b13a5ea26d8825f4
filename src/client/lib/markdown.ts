/*
 * A small Markdown reader for the crop guides: headings, paragraphs, bulleted and numbered lists, quotes, rules,
 * code, pipe tables, and inside them bold, italic, inline code and links. It builds a tree that the guide reader
 * renders with React elements, so nothing in a guide is ever taken as HTML: `<script>` stays the text "<script>".
 * Links keep their text; their address is kept only when it is https, http or a path of this site. Pure.
 */

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'code'; text: string }
  | { type: 'link'; href: string | null; children: Inline[] }
  | { type: 'break' };

export type Align = 'left' | 'center' | 'right' | null;

export type Block =
  | { type: 'heading'; level: 1 | 2 | 3 | 4 | 5 | 6; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; children: Block[] }
  | { type: 'code'; text: string }
  | { type: 'rule' }
  | { type: 'table'; align: Align[]; header: Inline[][]; rows: Inline[][][] };

// ─── Inline ─────────────────────────────────────────────────────────────────────────────────────────

const ESCAPABLE = /[\\`*_[\]()#+\-.!|>~{}]/;
const WORD = /[\p{L}\p{N}]/u;

/** An address a guide may link to: http(s) or a path of this site ('/crops/wheat'); anything else is dropped. */
export function safeHref(href: string): string | null {
  const value = href.trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  if (/^\/(?!\/)[^\s]*$/.test(value)) return value;
  return null;
}

/** The closing single `marker` for an emphasis opened at `from` (skipping doubled markers), or -1. */
function closingSingle(text: string, from: number, marker: string): number {
  for (let j = from; j < text.length; j++) {
    if (text[j] === '\\') {
      j++;
      continue;
    }
    if (text[j] !== marker) continue;
    if (text[j + 1] === marker) {
      j++;
      continue;
    }
    const before = text[j - 1] ?? ' ';
    const after = text[j + 1] ?? ' ';
    if (/\s/.test(before)) continue;
    // An underscore inside a word (snake_case) does not close.
    if (marker === '_' && WORD.test(after)) continue;
    return j;
  }
  return -1;
}

/** Text with emphasis, code and links, as inline nodes. */
export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let buffer = '';
  const flush = () => {
    if (buffer) out.push({ type: 'text', text: buffer });
    buffer = '';
  };
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    const next = text[i + 1] ?? '';
    if (ch === '\\' && ESCAPABLE.test(next)) {
      buffer += next;
      i += 2;
      continue;
    }
    if (ch === '`') {
      const end = text.indexOf('`', i + 1);
      if (end > i + 1) {
        flush();
        out.push({ type: 'code', text: text.slice(i + 1, end) });
        i = end + 1;
        continue;
      }
    }
    if ((ch === '*' || ch === '_') && next === ch) {
      const marker = ch + ch;
      const end = text.indexOf(marker, i + 2);
      const opens = !/\s/.test(text[i + 2] ?? ' ') && (ch === '*' || !WORD.test(text[i - 1] ?? ' '));
      if (opens && end > i + 2 && !/\s/.test(text[end - 1]!)) {
        flush();
        out.push({ type: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    }
    if (ch === '*' || ch === '_') {
      const opens = !/\s/.test(next || ' ') && (ch === '*' || !WORD.test(text[i - 1] ?? ' '));
      const end = opens ? closingSingle(text, i + 1, ch) : -1;
      if (end > i + 1) {
        flush();
        out.push({ type: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    }
    if (ch === '[') {
      const close = text.indexOf('](', i + 1);
      const end = close > i ? text.indexOf(')', close + 2) : -1;
      if (close > i && end > close) {
        flush();
        out.push({
          type: 'link',
          href: safeHref(text.slice(close + 2, end)),
          children: parseInline(text.slice(i + 1, close)),
        });
        i = end + 1;
        continue;
      }
    }
    buffer += ch;
    i++;
  }
  flush();
  return out;
}

/** A paragraph's lines: a line ending in two spaces or a backslash breaks; others are joined with a space. */
function paragraphInline(lines: string[]): Inline[] {
  const out: Inline[] = [];
  lines.forEach((line, index) => {
    const hardBreak = / {2,}$/.test(line) || /\\$/.test(line);
    const text = line.replace(/\\$/, '').trim();
    out.push(...parseInline(text));
    if (index < lines.length - 1) out.push(hardBreak ? { type: 'break' } : { type: 'text', text: ' ' });
  });
  // Neighbouring text nodes joined, so a paragraph reads as few nodes as possible.
  return out.reduce<Inline[]>((merged, node) => {
    const last = merged[merged.length - 1];
    if (last?.type === 'text' && node.type === 'text')
      merged[merged.length - 1] = { type: 'text', text: last.text + node.text };
    else merged.push(node);
    return merged;
  }, []);
}

// ─── Blocks ─────────────────────────────────────────────────────────────────────────────────────────

const HEADING = /^ {0,3}(#{1,6})\s+(.*?)(?:\s+#+)?\s*$/;
const RULE = /^ {0,3}([-*_])(?:\s*\1){2,}\s*$/;
const BULLET = /^\s*[-*+]\s+(.*)$/;
const NUMBERED = /^\s*(\d{1,9})[.)]\s+(.*)$/;
const QUOTE = /^ {0,3}>\s?(.*)$/;
const FENCE = /^ {0,3}(```|~~~)/;
const TABLE_DIVIDER = /^\s*\|?\s*:?-{1,}:?\s*(\|\s*:?-{1,}:?\s*)*\|?\s*$/;

/** The cells of a pipe-table row ('| a | b |' → ['a', 'b']); '\|' stays a bar inside a cell. */
function tableCells(line: string): string[] {
  const cells: string[] = [];
  const text = line.trim();
  let cell = '';
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '\\' && text[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (text[i] === '|') {
      cells.push(cell);
      cell = '';
    } else cell += text[i];
  }
  cells.push(cell);
  // The bars at the start and end of a row open and close it; they do not make empty cells.
  if (text.startsWith('|')) cells.shift();
  if (text.endsWith('|') && !text.endsWith('\\|') && cells.length > 1) cells.pop();
  return cells.map((value) => value.trim());
}

function alignOf(cell: string): Align {
  const left = cell.startsWith(':');
  const right = cell.endsWith(':');
  return left && right ? 'center' : right ? 'right' : left ? 'left' : null;
}

const startsBlock = (line: string) =>
  HEADING.test(line) ||
  RULE.test(line) ||
  BULLET.test(line) ||
  NUMBERED.test(line) ||
  QUOTE.test(line) ||
  FENCE.test(line);

/** Markdown text as blocks. */
export function parseMarkdown(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (!line.trim()) {
      i++;
      continue;
    }

    const fence = FENCE.exec(line);
    if (fence) {
      const code: string[] = [];
      i++;
      while (i < lines.length && !lines[i]!.trimStart().startsWith(fence[1]!)) code.push(lines[i++]!);
      i++;
      blocks.push({ type: 'code', text: code.join('\n') });
      continue;
    }

    const heading = HEADING.exec(line);
    if (heading) {
      blocks.push({
        type: 'heading',
        level: heading[1]!.length as 1 | 2 | 3 | 4 | 5 | 6,
        children: parseInline(heading[2]!),
      });
      i++;
      continue;
    }

    if (RULE.test(line)) {
      blocks.push({ type: 'rule' });
      i++;
      continue;
    }

    if (QUOTE.test(line)) {
      const quoted: string[] = [];
      while (i < lines.length && QUOTE.test(lines[i]!)) quoted.push(QUOTE.exec(lines[i++]!)![1]!);
      blocks.push({ type: 'quote', children: parseMarkdown(quoted.join('\n')) });
      continue;
    }

    const bullet = BULLET.exec(line);
    const numbered = NUMBERED.exec(line);
    if (bullet || numbered) {
      const ordered = !bullet;
      const items: string[][] = [];
      const start = numbered ? Number(numbered[1]) : 1;
      while (i < lines.length) {
        const current = lines[i]!;
        const item = ordered ? NUMBERED.exec(current) : BULLET.exec(current);
        if (item) {
          items.push([ordered ? item[2]! : item[1]!]);
          i++;
        } else if (current.trim() && /^\s+/.test(current) && !startsBlock(current.trimStart())) {
          // An indented line continues the item above it.
          items[items.length - 1]!.push(current);
          i++;
        } else if (!current.trim() && (ordered ? NUMBERED : BULLET).test(lines[i + 1] ?? '')) {
          // A blank line between items keeps the list going.
          i++;
        } else break;
      }
      blocks.push({ type: 'list', ordered, start, items: items.map(paragraphInline) });
      continue;
    }

    if (line.includes('|') && TABLE_DIVIDER.test(lines[i + 1] ?? '') && (lines[i + 1] ?? '').includes('-')) {
      const header = tableCells(line);
      const align = tableCells(lines[i + 1]!).map(alignOf);
      const rows: Inline[][][] = [];
      i += 2;
      while (i < lines.length && lines[i]!.trim() && lines[i]!.includes('|')) {
        const cells = tableCells(lines[i++]!);
        rows.push(header.map((_, column) => parseInline(cells[column] ?? '')));
      }
      blocks.push({
        type: 'table',
        align: header.map((_, column) => align[column] ?? null),
        header: header.map((cell) => parseInline(cell)),
        rows,
      });
      continue;
    }

    const paragraph: string[] = [];
    while (i < lines.length && lines[i]!.trim() && (paragraph.length === 0 || !startsBlock(lines[i]!)))
      paragraph.push(lines[i++]!);
    blocks.push({ type: 'paragraph', children: paragraphInline(paragraph) });
  }
  return blocks;
}

/** The plain text of inline nodes (for labels and tests). */
export function inlineText(nodes: readonly Inline[]): string {
  return nodes
    .map((node) => ('text' in node ? node.text : 'children' in node ? inlineText(node.children) : '\n'))
    .join('');
}

/** The first paragraph of a text as plain words, cut at `max` characters with an ellipsis (a guide's card). */
export function markdownExcerpt(markdown: string, max = 240): string {
  const first = parseMarkdown(markdown).find((block) => block.type === 'paragraph');
  const text = first?.type === 'paragraph' ? inlineText(first.children).replace(/\s+/g, ' ').trim() : '';
  const characters = Array.from(text);
  return characters.length <= max ? text : `${characters.slice(0, max).join('').trimEnd()}…`;
}
