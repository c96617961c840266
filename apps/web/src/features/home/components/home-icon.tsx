/**
 * The homepage's small line icons, drawn in the text's colour on a 24-unit grid. They sit beside
 * words that say the same, so screen readers skip them.
 */
const icons = {
  // A heart: free, given with goodwill.
  heart: ['M12 20.5s-7.5-4.6-7.5-10.4A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.8c0 5.8-7.5 10.4-7.5 10.4z'],
  // A shield with a tick: checked by the team.
  shield: ['M12 3l7.5 3v5.4c0 4.6-3.2 8.4-7.5 9.6-4.3-1.2-7.5-5-7.5-9.6V6L12 3z', 'M8.8 12.2l2.2 2.2 4.3-4.4'],
  // A padlock: you decide who sees.
  lock: ['M6 11h12v9.5H6z', 'M8.5 11V8a3.5 3.5 0 0 1 7 0v3', 'M12 14.5v2.5'],
  // A person and a plus: register.
  join: ['M10 11.5a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z', 'M3.5 20a6.5 6.5 0 0 1 13 0', 'M19 8v6M16 11h6'],
  // A magnifying glass: search.
  search: ['M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13z', 'M15.3 15.3L20 20'],
  // Two speech bubbles: the families talk.
  talk: ['M3.5 5h11v7.5H8l-3.5 3v-3h-1z', 'M17 9h3.5v7.5h-1v3l-3.5-3H11v-1.5'],
} as const;

export type HomeIconName = keyof typeof icons;

export function HomeIcon({ name, className }: { name: HomeIconName; className?: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {icons[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
