/*
 * A right-to-left line put in drawing order, for PDF text (the Arabic invoice). pdfkit draws strings left to right and
 * does not run the Unicode bidi algorithm; fontkit, under it, shapes Arabic (joined letter forms) and reverses a run of
 * Arabic script, but a line mixing Arabic with numbers or Latin words ("رقم الطلب FL-2026-000032") would come out with
 * the Latin reversed too. This is the small part of the algorithm such lines need, for a right-to-left paragraph:
 * numbers and Latin words are left-to-right runs ("FL-2026-000032", "1,250.00", "46%", "Ahmed Hassan": separators
 * between digits and neutrals between Latin letters join them), every other neutral is right-to-left, brackets in
 * right-to-left runs are mirrored, and the runs are drawn in reverse order. A part between U+2068 (or U+2066) and
 * U+2069, an isolate as the client writes amounts, is one left-to-right run whatever it holds: the invoice isolates
 * only values that read left to right, so a phone number's "+" stays on its left. Pieces are also split by font: the
 * Arabic letters in the Arabic font, the rest in the Latin one (the shipped Cairo files are split that way).
 */

/** A piece of a line in drawing order (left to right): the text to hand to the font, and which font draws it. */
export interface LinePiece {
  /** The characters as the font must receive them (fontkit reverses a piece of Arabic script itself). */
  text: string;
  font: 'arabic' | 'latin';
}

type Direction = 'R' | 'L' | 'EN' | 'N';
interface Char {
  char: string;
  type: Direction;
}

const ISOLATE_START = /[\u2066\u2068]/;
/** Direction marks (as Intl puts in Arabic dates) carry no glyph: the runs already say where things go. */
const MARKS = /[\u200E\u200F\u061C]/;
const ISOLATE_END = '\u2069';
const ARABIC_FONT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
/** What fontkit reverses on its own: a string holding a letter of Arabic script. */
const ARABIC_SCRIPT = /\p{Script=Arabic}/u;
/** A number's separators: one between two digits belongs to the number ("1,250.00", "2027-03-31"). */
const NUMBER_SEPARATOR = /^[,.:/\-+\u066B\u066C]$/;
/** Signs that go with an adjacent number (bidi class ET). */
const NUMBER_SIGN = /[#$%°±‰\u066A\u00A2-\u00A5]/;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

function typeOf(char: string): Direction {
  if (/[0-9\u0660-\u0669]/.test(char)) return 'EN';
  if (ARABIC_FONT.test(char) && /\p{L}|[\u060C\u061B\u061F]/u.test(char)) return 'R';
  if (/\p{L}/u.test(char)) return 'L';
  return 'N';
}

/** The characters with their directions; an isolate's characters are all left-to-right and its marks dropped. */
function classify(line: string): Char[] {
  const chars: Char[] = [];
  let isolated = false;
  for (const char of line) {
    if (MARKS.test(char)) continue;
    if (ISOLATE_START.test(char)) isolated = true;
    else if (char === ISOLATE_END) isolated = false;
    else chars.push({ char, type: isolated ? 'L' : typeOf(char) });
  }
  return chars;
}

/** True when the characters next to `i`, past any `kind` of them, reach a digit on either side. */
function nextToDigits(chars: Char[], i: number, kind: RegExp): boolean {
  const reach = (step: number) => {
    let k = i + step;
    while (chars[k] && chars[k]!.type === 'N' && kind.test(chars[k]!.char)) k += step;
    return chars[k]?.type === 'EN';
  };
  return reach(-1) || reach(1);
}

/**
 * Separators between digits join the number, a percent or currency sign next to one too; a number after a Latin word
 * reads with it (bidi rules W4, W5 and W7): "1,250.00", "46%", "Urea 46%".
 */
function resolveNumbers(chars: Char[]): void {
  chars.forEach((c, i) => {
    if (c.type === 'N' && NUMBER_SEPARATOR.test(c.char) && chars[i - 1]?.type === 'EN' && chars[i + 1]?.type === 'EN')
      c.type = 'EN';
  });
  const signs = chars.map((c, i) => c.type === 'N' && NUMBER_SIGN.test(c.char) && nextToDigits(chars, i, NUMBER_SIGN));
  signs.forEach((sign, i) => {
    if (sign) chars[i]!.type = 'EN';
  });
  let lastStrong: Direction = 'R';
  for (const c of chars) {
    if (c.type === 'L' || c.type === 'R') lastStrong = c.type;
    else if (c.type === 'EN' && lastStrong === 'L') c.type = 'L';
  }
}

/** A neutral between two Latin characters is left-to-right; any other is right-to-left (rules N1, N2: numbers count as right-to-left there). */
function resolveNeutrals(chars: Char[]): boolean[] {
  const ltr = chars.map((c) => c.type === 'L' || c.type === 'EN');
  let i = 0;
  while (i < chars.length) {
    if (chars[i]!.type !== 'N') {
      i++;
      continue;
    }
    let end = i;
    while (end < chars.length && chars[end]!.type === 'N') end++;
    const between = chars[i - 1]?.type === 'L' && chars[end]?.type === 'L';
    for (let k = i; k < end; k++) ltr[k] = between;
    i = end;
  }
  return ltr;
}

/** Split a run (logical order) where the font changes; a space stays with the text before it. */
function byFont(run: string[]): { chars: string[]; font: LinePiece['font'] }[] {
  const pieces: { chars: string[]; font: LinePiece['font'] }[] = [];
  for (const char of run) {
    const last = pieces.at(-1);
    const font = char === ' ' && last ? last.font : ARABIC_FONT.test(char) ? 'arabic' : 'latin';
    if (last && last.font === font) last.chars.push(char);
    else pieces.push({ chars: [char], font });
  }
  return pieces;
}

/** A piece as the font must get it, so that it shows reversed (right-to-left run) or not. */
function pieceText(chars: string[], font: LinePiece['font'], reversed: boolean): LinePiece {
  const text = chars.join('');
  const fontReverses = font === 'arabic' && ARABIC_SCRIPT.test(text);
  if (reversed === fontReverses) return { text, font };
  const turned = chars.toReversed();
  return { text: (reversed ? turned.map((c) => MIRRORED[c] ?? c) : turned).join(''), font };
}

/** A line of a right-to-left paragraph as pieces in drawing order, from the left. */
export function rtlPieces(line: string): LinePiece[] {
  const chars = classify(line);
  resolveNumbers(chars);
  const ltr = resolveNeutrals(chars);
  const runs: { chars: string[]; ltr: boolean }[] = [];
  chars.forEach((c, i) => {
    const last = runs.at(-1);
    if (last && last.ltr === ltr[i]) last.chars.push(c.char);
    else runs.push({ chars: [c.char], ltr: Boolean(ltr[i]) });
  });
  return runs.toReversed().flatMap((run) => {
    const pieces = byFont(run.chars);
    return (run.ltr ? pieces : pieces.toReversed()).map((p) => pieceText(p.chars, p.font, !run.ltr));
  });
}
