// Small line icons (24×24, stroke) for the builder's buttons; decorative, the buttons carry the names.
const PATHS = {
  up: 'M12 19V5M5 12l7-7 7 7',
  down: 'M12 5v14M19 12l-7 7-7-7',
  clone: 'M9 9h11v11H9zM5 15H4V4h11v1',
  settings: 'M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M14 4v4M8 10v4M16 16v4',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  grip: 'M9 6h.01M15 6h.01M9 12h.01M15 12h.01M9 18h.01M15 18h.01',
  undo: 'M9 14L4 9l5-5M4 9h11a5 5 0 010 10h-3',
  redo: 'M15 14l5-5-5-5M20 9H9a5 5 0 000 10h3',
  check: 'M5 12l5 5 9-10',
  pause: 'M9 5v14M15 5v14',
  close: 'M6 6l12 12M18 6L6 18',
  list: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  numbered: 'M10 6h10M10 12h10M10 18h10M4 5l1.5-1v5M3.5 15.5c.5-.8 2.5-.8 2.5.5 0 1-2.5 2-2.5 3H6',
  pencil: 'M4 20h4L19 9l-4-4L4 16v4zM13 7l4 4',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  rule: 'M6 4v6a4 4 0 004 4h8M14 10l4 4-4 4M6 20h.01',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name }: { name: IconName }) {
  return <PathIcon path={PATHS[name]} strokeWidth={name === 'grip' || name === 'more' ? 3.2 : 2} />;
}

/** The shared look of the builder's line icons, for any path (the palette's element icons too). */
export function PathIcon({ path, strokeWidth = 2 }: { path: string; strokeWidth?: number }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth={strokeWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
