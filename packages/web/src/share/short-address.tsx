import { useId, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { slugProblem } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { CopyButton } from '../ui/copy-button';
import type { FormSlugApi } from './slug-api';

// In English; the form says them in the app's language.
export const SLUG_SAVED_MESSAGE = en['share.shortSaved'];
export const SLUG_REMOVED_MESSAGE = en['share.shortRemoved'];

interface ShortAddressProps {
  /** {host}/f/, written before the field. */
  prefix: string;
  /** The short link as visitors open it, or null when the form has none. */
  shortLink: string | null;
  slugs: FormSlugApi;
}

type Status =
  { kind: 'idle' } | { kind: 'pending' } | { kind: 'error'; message: string } | { kind: 'done'; message: string };

/**
 * docs/product.md "Reach": the owner chooses the form's short address, checked as the
 * server will (lowercase letters, digits, hyphens; reserved words refused), and sees the
 * server's words when it is taken. It is removed with Remove; the uuid link never changes.
 */
export function ShortAddress({ prefix, shortLink, slugs }: ShortAddressProps) {
  const t = useT();
  const id = useId();
  const [value, setValue] = useState(slugs.slug ?? '');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  // The saved slug arrives after the first draw, and changes on Save and Remove: the field follows.
  const [shown, setShown] = useState(slugs.slug);
  if (shown !== slugs.slug) {
    setShown(slugs.slug);
    setValue(slugs.slug ?? '');
  }

  function handleChange(event: ChangeEvent<HTMLInputElement>) {
    setValue(event.target.value);
    setStatus({ kind: 'idle' });
  }

  function run(action: () => Promise<void>, done: string) {
    setStatus({ kind: 'pending' });
    action().then(
      () => setStatus({ kind: 'done', message: done }),
      (error: unknown) => setStatus({ kind: 'error', message: errorMessage(error) }),
    );
  }

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const slug = value.trim();
    const problem = slugProblem(slug);
    if (problem !== null) {
      setStatus({ kind: 'error', message: problem });
      return;
    }
    run(() => slugs.save(slug), t('share.shortSaved'));
  }

  const handleRemove = () => run(slugs.clear, t('share.shortRemoved'));
  const error = status.kind === 'error' ? status.message : null;

  return (
    <form className="share-short" onSubmit={handleSubmit} noValidate>
      <label htmlFor={`${id}-slug`}>{t('share.short')}</label>
      <div className="share-row">
        <span className="share-prefix" aria-hidden="true">
          {prefix}
        </span>
        <input
          id={`${id}-slug`}
          className="share-input share-input--slug"
          type="text"
          value={value}
          onChange={handleChange}
          autoCapitalize="none"
          spellCheck={false}
          placeholder={t('share.shortPlaceholder')}
          aria-invalid={error !== null}
          aria-describedby={`${id}-hint${error === null ? '' : ` ${id}-error`}`}
        />
        <button type="submit" className="button button--secondary" disabled={status.kind === 'pending'}>
          {t('share.shortSave')}
        </button>
        {slugs.slug !== null && (
          <button
            type="button"
            className="button button--secondary"
            onClick={handleRemove}
            disabled={status.kind === 'pending'}
          >
            {t('share.shortRemove')}
          </button>
        )}
      </div>
      <p id={`${id}-hint`} className="muted">
        {t('share.shortHint', { prefix })}
      </p>
      {error !== null && (
        <p id={`${id}-error`} className="share-options__error" role="alert">
          {error}
        </p>
      )}
      <p className="share-regenerated" role="status">
        {status.kind === 'done' ? status.message : ''}
      </p>
      {shortLink !== null && (
        <div className="share-row">
          <label htmlFor={`${id}-link`} className="visually-hidden">
            {t('share.shortLink')}
          </label>
          <input id={`${id}-link`} className="share-input" type="text" value={shortLink} readOnly />
          <CopyButton text={shortLink} label={t('share.copyShort')} />
        </div>
      )}
    </form>
  );
}
