import { LABEL_MAX_LENGTH } from '@formbuilder/core';
import { lazy, Suspense, useId, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useT } from '../../i18n/i18n-context';
import type { RecallChoice } from '../../logic/logic-words';
import './rich-text.css';

const RichTextEditor = lazy(() => import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })));

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  formId: number | null;
  fieldId: number;
  /** What typing @ may recall (docs/product.md, "Logic"). */
  recall?: readonly RecallChoice[];
}

/** The length is written as digits alone ('2000'), as the product's message has it. */
const tooLongValues = { max: String(LABEL_MAX_LENGTH) };

/** A labelled rich-text editor; TipTap loads when the first one opens. Over-long text is not kept (docs/product.md §B5). */
export function RichTextField({ label, value, onChange, formId, fieldId, recall }: RichTextFieldProps) {
  const hintId = useId();
  const { auth } = useAuth();
  const t = useT();
  const labelId = useId();
  const errorId = useId();
  const [tooLong, setTooLong] = useState(false);

  function handleChange(html: string) {
    const fits = html.length <= LABEL_MAX_LENGTH;
    setTooLong(!fits);
    if (fits) onChange(html);
  }

  return (
    <div className="prop-field">
      <span className="prop-field__label" id={labelId}>
        {label}
      </span>
      <Suspense fallback={<p className="muted">{t('builder.richText.loading')}</p>}>
        <RichTextEditor
          labelId={labelId}
          value={value}
          onChange={handleChange}
          upload={{ formId, fieldId, token: auth?.token ?? null }}
          recall={recall}
          describedBy={recall ? hintId : undefined}
        />
      </Suspense>
      {recall && (
        <p className="prop-field__hint" id={hintId}>
          {t('builder.richText.recallHint')}
        </p>
      )}
      {tooLong && (
        <p className="prop-field__error" id={errorId} role="alert">
          {t('builder.richText.tooLong', tooLongValues)}
        </p>
      )}
    </div>
  );
}
