/** A sun over furrowed fields; decorative art for the home hero (inline, no image request). */
export function FieldIllustration() {
  return (
    <svg width="280" height="220" viewBox="0 0 280 220" aria-hidden focusable="false">
      <circle cx="200" cy="62" r="34" fill="#efca74" />
      <path d="M0 150 Q70 110 140 132 T280 118 V220 H0 Z" fill="#7ac98a" />
      <path d="M0 172 Q80 140 160 160 T280 150 V220 H0 Z" fill="#3aaf51" />
      <path d="M0 196 Q90 172 180 188 T280 182 V220 H0 Z" fill="#237f38" />
      <g stroke="#1c6a2f" strokeWidth="3" strokeLinecap="round" fill="none">
        <path d="M56 176 V136" />
        <path d="M76 172 V128" />
        <path d="M96 170 V140" />
      </g>
      <g fill="#e5ac20">
        <ellipse cx="56" cy="132" rx="5" ry="10" />
        <ellipse cx="76" cy="124" rx="5" ry="10" />
        <ellipse cx="96" cy="136" rx="5" ry="10" />
      </g>
    </svg>
  );
}
