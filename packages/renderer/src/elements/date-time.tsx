import type { ReactNode } from 'react';
import { TextInput } from '../text-input';
import type { ElementProps } from '../types';

// spec: builder §3 table, DateTime; §5, the server turns the local time into
// ISO time in the Europe/Paris zone (core DATE_TIME_ZONE).
export function DateTimeView(props: ElementProps): ReactNode {
  return <TextInput props={props} type="datetime-local" />;
}
