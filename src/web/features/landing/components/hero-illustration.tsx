/** Decorative: a sun rising over hills, with a path and a flag at the summit. */
export function HeroIllustration() {
  return (
    <svg aria-hidden="true" viewBox="0 0 400 320" className="h-auto w-full max-w-md drop-shadow-sm">
      <defs>
        <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0%" stopColor="#fed7aa" />
          <stop offset="100%" stopColor="#fff7ed" />
        </linearGradient>
        <clipPath id="frame">
          <rect x="0" y="0" width="400" height="320" rx="32" />
        </clipPath>
      </defs>
      <g clipPath="url(#frame)">
        <rect x="0" y="0" width="400" height="320" fill="url(#sky)" />
        <circle cx="200" cy="170" r="70" fill="#fbbf24" opacity="0.9" />
        <circle cx="200" cy="170" r="95" fill="#fbbf24" opacity="0.18" />
        <path d="M0 230 C 80 170, 150 200, 210 180 S 330 140, 400 190 V 320 H 0 Z" fill="#fb923c" />
        <path d="M0 260 C 90 220, 170 250, 240 235 S 350 215, 400 240 V 320 H 0 Z" fill="#ea580c" />
        <path d="M0 290 C 120 265, 220 290, 300 280 S 380 270, 400 280 V 320 H 0 Z" fill="#c2410c" />
        <path
          d="M70 300 C 120 280, 150 265, 190 250 S 250 215, 290 186"
          fill="none"
          stroke="#fffaf3"
          strokeWidth="4"
          strokeDasharray="2 10"
          strokeLinecap="round"
        />
        <line x1="300" y1="186" x2="300" y2="140" stroke="#7c2d12" strokeWidth="4" strokeLinecap="round" />
        <path d="M302 142 L 336 152 L 302 164 Z" fill="#fffaf3" />
      </g>
    </svg>
  );
}
