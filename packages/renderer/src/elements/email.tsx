import type { ReactNode } from 'react';
import { TextInput } from '../text-input';
import type { ElementProps } from '../types';

const EXTRA = { autoComplete: 'email', inputMode: 'email' } as const;

// docs/product.md §B3 table, Email 'E-mail'; §B5, the server accepts any text with an @.
export function EmailView(props: ElementProps): ReactNode {
  return <TextInput props={props} type="email" extra={EXTRA} />;
}
