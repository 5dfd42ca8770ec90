import { useEffect } from 'react';
import { useAuth } from '../auth/auth-context';
import { isFormLimitReached } from './form-limit';
import { useFormList } from './forms-api';

export type FormLimitState = 'checking' | 'available' | 'reached';

/**
 * Whether the user may create another form, for screens that do not show the
 * forms list (docs/product.md §A6). The count is the rows of the forms list; if that list
 * cannot be read the server still refuses at the limit (docs/api.md, 403).
 */
export function useFormLimit(): FormLimitState {
  const { auth } = useAuth();
  const forms = useFormList();

  useEffect(() => {
    if (forms.error) console.error('Could not count the forms.', forms.error);
  }, [forms.error]);

  if (forms.isError) return 'available';
  if (!forms.data) return 'checking';
  return isFormLimitReached(auth, forms.data.length) ? 'reached' : 'available';
}
