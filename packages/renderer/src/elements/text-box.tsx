import type { ReactNode } from 'react';
import { TextInput } from '../text-input';
import type { ElementProps } from '../types';

// docs/product.md §B3 table, TextBox 'Short Text': <input type=text> with placeholder and maxLength.
export function TextBoxView(props: ElementProps): ReactNode {
  return <TextInput props={props} type="text" />;
}
