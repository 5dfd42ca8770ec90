import { FILE_UPLOAD_MAX_BYTES } from '@formbuilder/core/runtime';
import type { ReactNode } from 'react';
import { controlAttributes, fieldState } from '../field';
import { Question } from '../frame';
import type { ElementProps } from '../types';

const MB = 1024 * 1024;
// What the server lets in without an accept list (server submissions/file-checks.ts, by content).
const SERVER_TYPES = 'images, PDF, office documents, ZIP, TXT or CSV';
const FAMILIES: Readonly<Record<string, string>> = { image: 'images', audio: 'audio', video: 'videos', text: 'text' };

/** One accept entry in words: '.pdf' → 'PDF', 'image/*' → 'images', 'image/jpeg' → 'JPEG'. */
function typeWord(entry: string): string {
  if (entry.startsWith('.')) return entry.slice(1).toUpperCase();
  const [family = '', subtype = ''] = entry.split('/');
  if (subtype === '*') return FAMILIES[family] ?? `${family} files`;
  // 'vnd.ms-excel' → 'MS-EXCEL', 'svg+xml' → 'SVG'
  return (subtype.split('+')[0] ?? subtype).split('.').pop()?.toUpperCase() ?? entry;
}

/** 'Up to 10 MB · PDF, PNG, JPG' (issue #14): the server's size limit and the types the question takes. */
export function fileHint(accept: string | undefined): string {
  const entries = (accept ?? '').split(',').map((entry) => entry.trim().toLowerCase()).filter((entry) => entry !== '');
  const types = entries.length === 0 ? SERVER_TYPES : [...new Set(entries.map(typeWord))].join(', ');
  return `Up to ${String(Math.round((FILE_UPLOAD_MAX_BYTES / MB) * 10) / 10)} MB · ${types}`;
}

// spec: builder §3 table, File: submits a file (multipart, FormView's
// enctype) as q_{id}. A browser never refills a file input, so a refused
// submission asks for the file again.
export function FileView(props: ElementProps): ReactNode {
  const { element } = props;
  // The spec names no accept field; an element that carries one is honoured.
  const accept = typeof element.accept === 'string' && element.accept !== '' ? element.accept : undefined;
  const state = fieldState(props, fileHint(accept));
  return (
    <Question props={props} state={state}>
      <input className="fb-input" id={state.name} type="file" accept={accept} {...controlAttributes(state)} />
    </Question>
  );
}
