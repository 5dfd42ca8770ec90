import { useEffect, useState } from 'react';
import { useAuth } from '../auth/auth-context';
import { useApi } from '../auth/use-api';
import { isFormLimitReached } from './form-limit';
import { listForms } from './forms-api';

export type FormLimitState = 'checking' | 'available' | 'reached';

/**
 * Whether the user may create another form, for screens that do not show the
 * forms list (spec §6). The count is the rows of the forms list; if that list
 * cannot be read the server still refuses at the limit (docs/api.md, 403).
 */
export function useFormLimit(): FormLimitState {
  const { auth } = useAuth();
  const api = useApi();
  const [count, setCount] = useState<number | null>(null);
  const userId = auth?.user_id;

  useEffect(() => {
    if (userId === undefined) return;
    const controller = new AbortController();
    listForms(api, userId, controller.signal).then(
      (forms) => setCount(forms.length),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not count the forms.', error);
        setCount(0);
      },
    );
    return () => controller.abort();
  }, [api, userId]);

  if (count === null) return 'checking';
  return isFormLimitReached(auth, count) ? 'reached' : 'available';
}
