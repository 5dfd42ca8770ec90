import type { ReactNode } from 'react';
import { dateHintFor } from '../date-format';
import { TextInput } from '../text-input';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, Date: the browser's date picker submits YYYY-MM-DD; the
// expected format is said under it.
export function DateView(props: ElementProps): ReactNode {
  return <TextInput props={props} type="date" hint={dateHintFor('date', props.mode)} />;
}
