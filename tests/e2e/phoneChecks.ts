import type { BrowserContextOptions, Page } from 'playwright-core';

/*
 * What "made for a phone" means, as checks a browser test runs on a page: nothing scrolls sideways, and every
 * visible control is big enough to hit with a thumb — WCAG 2.2's 2.5.8 (24×24 CSS px) everywhere, 44×44 for the
 * header's controls, pagination and the screen's primary actions — with no two controls overlapping.
 */

/** A phone held in one hand, as the e2e suites open it: touch, device scale 2. */
export const PHONE_390: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
};
/** The narrowest phone the shop is made for: no page may scroll sideways at this width. */
export const PHONE_360: BrowserContextOptions = { ...PHONE_390, viewport: { width: 360, height: 780 } };

/** The minimum target sizes, in CSS px. */
export const TARGET = { min: 24, large: 44 } as const;

/**
 * The site's header: a `<header>` that is the page's banner — not the title bar of a dialog, a card or a section (a
 * `<header>` inside article, aside, main, nav or section is no banner, HTML-AAM; Mantine's Modal and Drawer put their
 * title and close button in one).
 */
const BANNER = 'header:not(:is(article, aside, main, nav, section, [role=dialog]) header)';

/**
 * The elements that must be at least 44×44: the header's controls (icons, menu button, language switch), pagination,
 * and what a screen marks as its primary action with `data-primary-action` (Add to Cart, Checkout, Place order, …).
 */
export const LARGE_TARGETS = [
  `${BANNER} a[href]`,
  `${BANNER} button`,
  '.mantine-Pagination-control',
  '[data-pagination] a[href]',
  '[data-pagination] button',
  '[data-primary-action]',
];

export interface SmallTarget {
  /** A short description of the element: tag, test id or class, and its text or label. */
  what: string;
  width: number;
  height: number;
  /** The size it needs (24 or 44). */
  need: number;
}

export interface Overlap {
  a: string;
  b: string;
}

/**
 * Elements wider than the viewport or reaching past its edges (the cause of sideways scrolling), at most ten. What the
 * page cannot be scrolled to counts as well, with `scrollWidth` the width the page would need: a bar fixed to the screen
 * (the header) wider than it, and anything past the edge of a page whose `<html>` or `<body>` hides what is wider
 * (`overflow-x: hidden`, as a dialog's scroll lock does) — there it is not scrolled to but cut off.
 */
export async function sidewaysOverflow(
  page: Page,
): Promise<{ scrollWidth: number; viewport: number; culprits: string[] }> {
  return page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    let scrollWidth = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth);
    const culprits: string[] = [];
    /** Inside a box that clips or scrolls sideways (a row of chips, a table in its scroller): it cannot widen the page. */
    const clipped = (element: HTMLElement) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    /** In a bar fixed to the screen: what reaches past the screen's edge there is never scrolled to. */
    const fixed = (element: HTMLElement) => {
      for (let node: HTMLElement | null = element; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).position === 'fixed') return true;
      }
      return false;
    };
    const scrolls = scrollWidth > viewport + 1;
    const rootClips = [document.documentElement, document.body].some(
      (element) => getComputedStyle(element).overflowX !== 'visible',
    );
    let [left, right] = [0, viewport];
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (
        !(box.right > viewport + 1 || box.left < -1) ||
        clipped(element) ||
        getComputedStyle(element).visibility === 'hidden'
      )
        continue;
      // Only the outermost culprit: its children are reported through it.
      const parent = element.parentElement?.getBoundingClientRect();
      if (parent && (parent.right > viewport + 1 || parent.left < -1)) continue;
      if (!scrolls && !rootClips && !fixed(element)) continue;
      // Its test id, or a class a reader knows (Mantine's hashed m_… classes say nothing), and the landmark it is in.
      const classes = element.className
        .toString()
        .split(' ')
        .filter((c) => c && !/^m_[0-9a-f]+$/.test(c));
      const id = element.getAttribute('data-testid') ?? classes[0] ?? '';
      const landmark = element.parentElement?.closest('header, main, footer, nav, aside, [role=dialog]');
      const where = landmark ? `${landmark.getAttribute('role') ?? landmark.tagName.toLowerCase()} › ` : '';
      culprits.push(
        `${where}${element.tagName.toLowerCase()}${id ? `.${id}` : ''} (${Math.round(box.left)}…${Math.round(box.right)})`,
      );
      [left, right] = [Math.min(left, box.left), Math.max(right, box.right)];
      if (culprits.length === 10) break;
    }
    if (culprits.length > 0) scrollWidth = Math.max(scrollWidth, Math.ceil(right - left));
    return { scrollWidth, viewport, culprits };
  });
}

/**
 * Visible controls smaller than they must be, and pairs of controls whose boxes overlap. WCAG 2.5.8's exceptions are
 * kept: a link inside a sentence (inline, with text beside it), and a checkbox, radio or switch whose label is a
 * target of its own of at least 24 px in height (tapping the label works the control). A control whose native input
 * is hidden behind its label (Switch, Chip, SegmentedControl, Rating) is measured by that label: it is what the finger
 * hits. Controls behind an open modal dialog are not targets while it is open (its overlay takes the taps), and
 * controls inside a scrolling box are measured where they are visible only (one scrolled out of sight is skipped; an
 * overlap counts only where both are in sight).
 */
export async function targetProblems(page: Page): Promise<{ small: SmallTarget[]; overlaps: Overlap[] }> {
  await transitionsDone(page);
  return page.evaluate(
    ({ large, min, bigSelectors }) => {
      const INTERACTIVE =
        'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=tab], [role=link], [role=checkbox], [role=radio], [role=switch], [role=menuitem], [role=option], [tabindex]:not([tabindex="-1"])';
      const describe = (element: Element) => {
        const testId = element.getAttribute('data-testid');
        const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? '';
        return `${element.tagName.toLowerCase()}${testId ? `[${testId}]` : ''}${label ? ` "${label}"` : ''}`;
      };
      const visible = (element: HTMLElement) => {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0) return false;
        const box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) return false;
        // Visually hidden (Mantine's VisuallyHidden, skip links until focused).
        if (box.width <= 1 && box.height <= 1) return false;
        return element.closest('[aria-hidden="true"], [inert]') === null;
      };
      /** The part of the element's box not clipped by a box that scrolls or hides its overflow (null: none of it). */
      const inSight = (element: HTMLElement) => {
        const box = element.getBoundingClientRect();
        let [left, top, right, bottom] = [box.left, box.top, box.right, box.bottom];
        for (
          let node = element.parentElement;
          node && node !== document.body && node !== document.documentElement;
          node = node.parentElement
        ) {
          const style = getComputedStyle(node);
          if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
          const clip = node.getBoundingClientRect();
          if (style.overflowX !== 'visible') [left, right] = [Math.max(left, clip.left), Math.min(right, clip.right)];
          if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, clip.top), Math.min(bottom, clip.bottom)];
        }
        return right - left > 1 && bottom - top > 1 ? { left, top, right, bottom } : null;
      };
      /** A link inside a sentence: inline, and its block has text of its own beside it. */
      const inlineInText = (element: HTMLElement) => {
        if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
        const block = element.parentElement;
        if (!block) return false;
        const own = (block.textContent ?? '').replace(element.textContent ?? '', '').trim();
        return own.length > 0;
      };
      const isChoice = (element: Element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && ['checkbox', 'radio'].includes(element.type);
      const labelOf = (element: HTMLInputElement) => element.labels?.[0] ?? element.closest('label');
      /** A checkbox, radio or switch tapped through its label. */
      const labelled = (element: HTMLElement) => {
        if (!isChoice(element)) return false;
        const label = labelOf(element);
        if (!label) return false;
        const box = label.getBoundingClientRect();
        return box.height >= min && box.width >= min;
      };
      /**
       * The dialogs that hold the page while they are open: only their controls can be tapped. One still fading in
       * (opacity 0 on its first frame) holds the page already: its overlay takes the taps from the moment it is there.
       */
      const modals = Array.from(document.querySelectorAll<HTMLElement>('[aria-modal="true"]')).filter((modal) => {
        const box = modal.getBoundingClientRect();
        return getComputedStyle(modal).display !== 'none' && box.width > 0 && box.height > 0;
      });
      const behindModal = (element: HTMLElement) =>
        modals.length > 0 && !modals.some((modal) => modal.contains(element));
      /** Each control once, as the finger meets it: a checkbox or radio hidden behind its label is that label. */
      const targets = new Set<HTMLElement>();
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(INTERACTIVE))) {
        // A control inside another control (an icon button's svg wrapper, an input inside a combobox) is one target.
        if (element.parentElement?.closest(INTERACTIVE) && !(element instanceof HTMLInputElement)) continue;
        let target: HTMLElement = element;
        if (isChoice(element) && !visible(element)) {
          const label = labelOf(element);
          if (!label || label.parentElement?.closest(INTERACTIVE)) continue;
          target = label;
        }
        if (!visible(target) || behindModal(target) || inSight(target) === null) continue;
        targets.add(target);
      }
      const isBig = (element: Element) => bigSelectors.some((selector) => element.matches(selector));
      const small: { what: string; width: number; height: number; need: number }[] = [];
      type Box = { left: number; top: number; right: number; bottom: number };
      const measured: { element: HTMLElement; box: Box; parts: Box[] }[] = [];
      for (const element of targets) {
        const box = element.getBoundingClientRect();
        const sight = inSight(element)!;
        // A link that wraps over two lines is two boxes, not the rectangle around both.
        const parts = (getComputedStyle(element).display === 'inline' ? Array.from(element.getClientRects()) : [box])
          .map((r) => ({
            left: Math.max(r.left, sight.left),
            top: Math.max(r.top, sight.top),
            right: Math.min(r.right, sight.right),
            bottom: Math.min(r.bottom, sight.bottom),
          }))
          .filter((r) => r.right - r.left > 1 && r.bottom - r.top > 1);
        measured.push({ element, box: sight, parts });
        if (inlineInText(element) || labelled(element)) continue;
        const need = isBig(element) ? large : min;
        // Half a pixel of rounding is not a miss.
        if (box.width + 0.5 < need || box.height + 0.5 < need) {
          small.push({
            what: describe(element),
            width: Math.round(box.width * 10) / 10,
            height: Math.round(box.height * 10) / 10,
            need,
          });
        }
      }
      /** Inside a bar fixed to the screen (the header, a buy bar): it floats over the page, not beside its controls. */
      const floating = (element: HTMLElement) => {
        for (let node: HTMLElement | null = element; node; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === 'fixed' || position === 'sticky') return true;
        }
        return false;
      };
      /**
       * A button inside a text field's box (show the password, clear, search): the tap there goes to the button, the
       * rest of the field stays a target of its own — both count when each is big enough (the button is measured as
       * any control; the field must keep at least 24 px beside it).
       */
      const inField = (field: { element: HTMLElement; box: Box }, control: { element: HTMLElement; box: Box }) => {
        const typing = field.element.matches(
          'textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset], [type=image], [type=range], [type=color], [type=file])',
        );
        if (!typing) return false;
        const { box: f } = field;
        const { box: c } = control;
        const inside = c.left >= f.left - 1 && c.right <= f.right + 1 && c.top >= f.top - 1 && c.bottom <= f.bottom + 1;
        return inside && f.right - f.left - (c.right - c.left) >= min;
      };
      /**
       * Radios of one group stacked on one spot (a Rating's fractions, its "none" under the first star): only the top one
       * takes a tap there; together they are one target.
       */
      const stackedChoices = (a: HTMLElement, b: HTMLElement, p: Box, q: Box) => {
        const input = (label: HTMLElement) => (label instanceof HTMLLabelElement ? label.control : null);
        const [x, y] = [input(a), input(b)];
        const same =
          Math.abs(p.left - q.left) <= 1 &&
          Math.abs(p.top - q.top) <= 1 &&
          Math.abs(p.right - q.right) <= 1 &&
          Math.abs(p.bottom - q.bottom) <= 1;
        return (
          x instanceof HTMLInputElement &&
          y instanceof HTMLInputElement &&
          x.type === 'radio' &&
          x.name !== '' &&
          x.name === y.name &&
          same
        );
      };
      const overlaps: { a: string; b: string }[] = [];
      for (let i = 0; i < measured.length; i += 1) {
        for (let j = i + 1; j < measured.length; j += 1) {
          const a = measured[i]!;
          const b = measured[j]!;
          if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
          if (floating(a.element) !== floating(b.element)) continue;
          // A control and its own label (a checkbox inside its label) are one target.
          if (
            a.element instanceof HTMLInputElement &&
            a.element.labels &&
            Array.from(a.element.labels).some((l) => l.contains(b.element))
          )
            continue;
          if (
            b.element instanceof HTMLInputElement &&
            b.element.labels &&
            Array.from(b.element.labels).some((l) => l.contains(a.element))
          )
            continue;
          if (inField(a, b) || inField(b, a) || stackedChoices(a.element, b.element, a.box, b.box)) continue;
          const meet = a.parts.some((p) =>
            b.parts.some(
              (q) =>
                Math.min(p.right, q.right) - Math.max(p.left, q.left) > 1 &&
                Math.min(p.bottom, q.bottom) - Math.max(p.top, q.top) > 1,
            ),
          );
          if (meet) overlaps.push({ a: describe(a.element), b: describe(b.element) });
        }
      }
      return { small, overlaps };
    },
    { large: TARGET.large, min: TARGET.min, bigSelectors: LARGE_TARGETS },
  );
}

/**
 * Waits (at most 3 s) until no finite animation or transition is running: a toast sliding in from the top passes over
 * the header's bell on its way to its place under it, and is measured where it comes to rest, not mid-flight.
 */
export async function transitionsDone(page: Page): Promise<void> {
  // Two frames first: a transition a component starts on its next frame (Mantine's enter transitions) is not running yet.
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) =>
              animation.playState !== 'running' ||
              animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}
