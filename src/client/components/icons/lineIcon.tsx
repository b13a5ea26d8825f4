import type { ReactNode, SVGProps } from 'react';

/*
 * The site's line icons, drawn inline (24×24, currentColor) so no icon library is shipped. Decorative: every button
 * that shows one also has a text label or an aria-label.
 */

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** The frame every line icon is drawn in; `props` reach the <svg> (a size, a class, a fill that overrides none). */
export function LineIcon({ size = 18, children, ...props }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
      {...props}
    >
      {children}
    </svg>
  );
}

/** An icon component from its drawing (the shapes inside the 24×24 frame); made once per icon, at module level. */
export function lineIcon(drawing: ReactNode) {
  // biome-ignore lint/correctness/noComponentHookFactories: run once per icon when its module loads (never in a render), so each icon is one stable component
  return function Icon(props: IconProps) {
    return <LineIcon {...props}>{drawing}</LineIcon>;
  };
}
