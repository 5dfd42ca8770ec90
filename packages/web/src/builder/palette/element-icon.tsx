import type { ElementType } from '@formbuilder/core';
import { PathIcon } from '../icons';
import './element-icon.css';

// One small line icon per element type (24×24, stroke), decorative: the
// palette item and the properties panel carry the type's name beside it.
const ELEMENT_PATHS: Readonly<Record<ElementType, string>> = {
  TextBox: 'M4 9h16M4 15h9',
  TextArea: 'M4 6h16M4 10h16M4 14h16M4 18h10',
  Number: 'M10 4L8 20M16 4l-2 16M5 9h15M4 15h15',
  List: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  Radio: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 10a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  Checkbox: 'M4 4h16v16H4zM8 12l3 3 5-6',
  Dropdown: 'M3 6h18v12H3zM14 11l2 2 2-2',
  RatingScale: 'M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3l-5.6 2.9 1.1-6.2L3 9.6l6.2-.9z',
  NetPromoterScore: 'M4 17a8 8 0 0 1 16 0M12 17l4-5M4 21h16',
  Name: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  Email: 'M3 6h18v12H3zM3 7l9 6 9-6',
  Phone: 'M8 3h8v18H8zM11 18h2',
  Address: 'M4 11l8-7 8 7M6 10v10h12V10M10 20v-5h4v5',
  LocationAddress: 'M12 21s-7-6.5-7-12a7 7 0 0 1 14 0c0 5.5-7 12-7 12zM12 7a2 2 0 1 0 0 4a2 2 0 1 0 0-4z',
  Date: 'M4 6h16v14H4zM4 10h16M8 3v4M16 3v4',
  DateTime: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM12 7v5l3 2',
  Header: 'M6 4v16M18 4v16M6 12h12',
  Description: 'M13 4v16M17 4v16M19 4h-9a4 4 0 0 0 0 8h3',
  Image: 'M4 5h16v14H4zM4 16l5-5 4 4 2-2 5 5M15 9h.01',
  Separator: 'M3 12h18M8 6h8M8 18h8',
  PageBreak: 'M6 3v5h12V3M6 21v-5h12v5M3 12h2M9 12h2M13 12h2M19 12h2',
  Button: 'M3 8h18v8H3zM8 12h8',
  File: 'M12 16V4M7 9l5-5 5 5M4 16v4h16v-4',
  URLParam: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

export function ElementIcon({ type }: { type: ElementType }) {
  return <PathIcon path={ELEMENT_PATHS[type]} />;
}

/** The icon on a small tinted square: the palette's items and the properties panel's title. */
export function ElementBadge({ type, className }: { type: ElementType; className: string }) {
  return (
    <span className={`element-badge ${className}`}>
      <ElementIcon type={type} />
    </span>
  );
}
