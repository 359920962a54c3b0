/** The company mark: a window with a sash, drawn as SVG so it stays crisp at any size. */
export function Logo({ title, inverted = false }: { title: string; inverted?: boolean }) {
  return (
    <svg width="180" height="36" viewBox="0 0 180 36" role="img" aria-label={title}>
      <rect x="1" y="1" width="34" height="34" rx="6" fill="#0b5fae" />
      <rect
        x="8"
        y="7"
        width="20"
        height="22"
        rx="1.5"
        fill="none"
        stroke="#fff"
        strokeWidth="2.5"
      />
      <path d="M18 7v22M8 18h20" stroke="#fff" strokeWidth="2" />
      <text
        x="44"
        y="16"
        fontFamily="Inter, 'Inter Fallback', sans-serif"
        fontSize="13"
        fontWeight="800"
        fill={inverted ? '#fff' : '#1b2430'}
      >
        FEREASTRA
      </text>
      <text
        x="44"
        y="31"
        fontFamily="Inter, 'Inter Fallback', sans-serif"
        fontSize="13"
        fontWeight="500"
        fill={inverted ? '#8fc1f0' : '#0b5fae'}
      >
        MOLDOVEI
      </text>
    </svg>
  );
}
