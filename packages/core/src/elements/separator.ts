import { defineStatic } from './define';

// spec: builder §3 table, Separator (16)
export const separatorElement = defineStatic({
  type: 'Separator',
  displayName: 'Separator',
  weight: 16,
});
