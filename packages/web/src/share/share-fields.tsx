import { useId } from 'react';
import { useT } from '../i18n/i18n-context';
import { CopyButton } from '../ui/copy-button';

function handleSelectAll(event: { currentTarget: HTMLInputElement | HTMLTextAreaElement }) {
  event.currentTarget.select();
}

/** The form's link, read-only and selected on focus, with 'Copy link' (and 'Open' once live). */
export function FormLinkField({ link, openLabel }: { link: string; openLabel: string | null }) {
  const t = useT();
  const id = useId();
  return (
    <>
      <div className="share-row">
        <label htmlFor={id} className="visually-hidden">
          {t('share.link')}
        </label>
        <input id={id} className="share-input" type="text" value={link} readOnly onFocus={handleSelectAll} />
        <CopyButton text={link} label={t('share.copyLink')} />
      </div>
      {openLabel !== null && (
        <a href={link} target="_blank" rel="noopener noreferrer" className="share-open">
          {openLabel}
        </a>
      )}
    </>
  );
}

/** A code to paste, read-only and selected on focus, with its copy button ('Copy code'). */
export function EmbedCodeField({
  code,
  disabled = false,
  label,
  copyLabel,
}: {
  code: string;
  disabled?: boolean;
  label?: string;
  copyLabel?: string;
}) {
  const t = useT();
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label ?? t('share.embedCode')}
      </label>
      <textarea id={id} className="share-code" value={code} readOnly rows={3} onFocus={handleSelectAll} />
      <div className="share-row">
        <CopyButton text={code} label={copyLabel ?? t('share.copyCode')} disabled={disabled} />
      </div>
    </>
  );
}
