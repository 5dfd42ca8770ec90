import { forbidden, notFound } from '../http/errors';
import type { FormRow, FormsStore } from './forms.store';

// One ownership policy for every owner call about a form (issue #9): a missing form is
// 404, another owner's 403 with the spec's words (app-shell §8: the download page sends
// both to /404). Admins reach other owners' forms through the owner scope's check of
// `userId`, never here: the form must belong to the user named in the path.
export type Ownership = ReturnType<typeof createOwnership>;

export function createOwnership(forms: Pick<FormsStore, 'findById'>) {
  return {
    owned: async (userId: number, formId: number): Promise<FormRow> => {
      const form = await forms.findById(formId);
      if (!form) throw notFound('Form not found.');
      if (form.user_id !== userId) throw forbidden('That form is not yours');
      return form;
    },
  };
}
