import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { validateEmail } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { TextField } from '../auth/text-field';
import { useT } from '../i18n/i18n-context';
import { useAddAddressToWhitelist } from './admin-api';
import type { Notice } from '../ui/live-message';

/**
 * An address typed in: with SIGNUP_MODE=whitelist only listed addresses may sign
 * up, so the people to let in usually have no account to pick from the Users tab yet.
 */
export function WhitelistAdd({ onNotice }: { onNotice: (notice: Notice | null) => void }) {
  const t = useT();
  const problemId = useId();
  const add = useAddAddressToWhitelist();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    const invalid = validateEmail(email.trim());
    setProblem(invalid);
    if (invalid) return;
    onNotice(null);
    add.mutate(email.trim(), {
      onSuccess: (answer) => {
        onNotice({ tone: answer.success ? 'success' : 'error', text: answer.message });
        if (answer.success) setEmail('');
      },
      onError: (error) => onNotice({ tone: 'error', text: errorMessage(error) }),
    });
  }

  return (
    <form className="admin-inline-form" onSubmit={handleSubmit} noValidate>
      <TextField
        label={t('admin.whitelist.address')}
        type="email"
        value={email}
        onValueChange={setEmail}
        autoComplete="off"
        errorId={problem ? problemId : null}
      />
      <button type="submit" className="button button--primary" aria-disabled={add.isPending || undefined}>
        {add.isPending ? t('admin.whitelist.adding') : t('admin.whitelist.add')}
      </button>
      {problem && (
        <p id={problemId} className="form-alert" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
