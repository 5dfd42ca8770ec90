import type { ReactNode } from 'react';
import { TextInput } from '../text-input';
import type { ElementProps } from '../types';

// spec: builder §3 table, Date: the browser's date picker submits YYYY-MM-DD.
export function DateView(props: ElementProps): ReactNode {
  return <TextInput props={props} type="date" />;
}
