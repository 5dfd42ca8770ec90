import { useCallback, useState } from 'react';
import { useLocation } from 'react-router';
import { wantsTemplatePicker } from '../templates/template-picker-state';
import { NEW_FORM_ID, NEW_FORM_PATH } from './use-form-loader';

interface Arrival {
  formId: string;
  open: boolean;
}

/**
 * docs/product.md §B2, "/editor/new/builder opens a template picker modal …
 * Closing the picker returns to /editor/new/builder." It opens on arrival at a
 * new form only: not on moving between the new form's tabs, not once the first
 * save has changed the address to the id, and not again after it was closed.
 */
export function useTemplatePicker(formId: string): { open: boolean; close: () => void } {
  const location = useLocation();
  const state: unknown = location.state;
  const arrivesOpen = formId === NEW_FORM_ID && location.pathname === NEW_FORM_PATH && wantsTemplatePicker(state);
  const [arrival, setArrival] = useState<Arrival>({ formId, open: arrivesOpen });
  // The editor stays mounted from one form to the next (/editor/9 → /editor/new): each form is an arrival.
  if (arrival.formId !== formId) setArrival({ formId, open: arrivesOpen });
  const close = useCallback(() => setArrival((current) => ({ ...current, open: false })), []);
  return { open: arrival.formId === formId && arrival.open, close };
}
