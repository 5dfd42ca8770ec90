import type { ReactNode } from 'react';
import { bindText, controlAttributes, type FieldState } from './field';
import { useWords } from './words';

// docs/product.md §B5 and §B9, address search starts above 3 typed characters and
// offers at most 5 suggestions; core has no constant for them yet.
export const ADDRESS_SEARCH_MIN_LENGTH = 4;
export const ADDRESS_SUGGESTION_LIMIT = 5;
// docs/product.md §B5, the message of an empty search, for the script to show
export const ADDRESS_NO_RESULT = 'Aucune adresse trouvée';

const coordinate = (value: unknown): string | undefined =>
  typeof value === 'number' || (typeof value === 'string' && value.trim() !== '') ? String(value) : undefined;

interface AddressSearchProps {
  readonly element: { readonly id: number; readonly [key: string]: unknown };
  readonly state: FieldState;
  readonly text: string;
  readonly kind: 'address' | 'location';
  readonly toAnswer?: (text: string) => unknown;
}

/**
 * The address text input (q_{id}) with what the script needs to search
 * (docs/product.md §B7): data-address-search, data-insee-filter (citycode),
 * data-priority-lat / data-priority-lon, and an empty listbox to fill with
 * suggestions, plus a status line for 'Aucune adresse trouvée'. Without the
 * script it is an ordinary text box.
 */
export function AddressSearch({ element, state, text, kind, toAnswer }: AddressSearchProps): ReactNode {
  const listId = `${state.name}-suggestions`;
  // English pages say it as docs/product.md §B5 does; other languages in their own words.
  const words = useWords();
  const noResult = words.lang === 'en' ? ADDRESS_NO_RESULT : words.t('address.noResult');
  return (
    <div className="fb-address-box">
      <input
        className="fb-input"
        id={state.name}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded="false"
        aria-controls={listId}
        autoComplete="off"
        data-address-search={kind}
        data-insee-filter={
          typeof element.inseeFilter === 'string' && element.inseeFilter !== '' ? element.inseeFilter : undefined
        }
        data-priority-lat={coordinate(element.geographicPriorityLat)}
        data-priority-lon={coordinate(element.geographicPriorityLong)}
        data-min-length={ADDRESS_SEARCH_MIN_LENGTH}
        data-limit={ADDRESS_SUGGESTION_LIMIT}
        data-no-result={noResult}
        {...controlAttributes(state)}
        {...bindText<HTMLInputElement>(state, text, toAnswer)}
      />
      <ul className="fb-suggestions" id={listId} role="listbox" aria-label="Suggestions" hidden />
      <p className="fb-address-status" role="status" />
    </div>
  );
}
