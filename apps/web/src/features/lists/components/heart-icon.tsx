/** The shortlist's heart: an outline to save, filled once saved. */
export function HeartIcon({ filled }: { filled: boolean }) {
  return (
    <svg className="heart-icon" viewBox="0 0 16 16" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
        d="M8 14.2s-5.6-3.4-5.6-7.6A3.1 3.1 0 0 1 8 4.7a3.1 3.1 0 0 1 5.6 1.9c0 4.2-5.6 7.6-5.6 7.6Z"
      />
    </svg>
  );
}
