import { useId, useRef, useState } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useT } from '../../i18n/i18n-context';
import { IMAGE_ACCEPT, imageProblem, uploadImage } from '../rich-text/image-upload';
import { uploadFailureText } from '../properties/editors/image-editor';

interface ThemeImageFieldProps {
  label: string;
  /** The picture's text alternative: 'The logo'. */
  alt: string;
  /** The button that uploads the first picture: 'Upload a logo'. */
  uploadLabel: string;
  value: string | undefined;
  formId: number | null;
  onValueChange: (value: string | undefined) => void;
}

/**
 * The theme's logo or cover picture, uploaded like the builder's other images (the server
 * checks type, size and pixels and answers an address of its own) and removable.
 */
export function ThemeImageField({ label, alt, uploadLabel, value, formId, onValueChange }: ThemeImageFieldProps) {
  const { auth } = useAuth();
  const id = useId();
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<{ busy: boolean; message: string | null }>({ busy: false, message: null });

  async function handleFile(file: File | undefined) {
    if (!file || formId === null) return;
    const problem = imageProblem(file, t);
    if (problem !== null) return setState({ busy: false, message: problem });
    setState({ busy: true, message: null });
    try {
      onValueChange(await uploadImage(file, { formId, fieldId: 0, token: auth?.token ?? null }));
      setState({ busy: false, message: null });
    } catch (error) {
      setState({ busy: false, message: uploadFailureText(error) });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="design-image" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="design-image__label">
        {label}
      </span>
      {value !== undefined && <img className="design-image__thumb" src={value} alt={alt} />}
      {formId === null ? (
        <p className="prop-field__hint">{t('builder.design.saveFirst')}</p>
      ) : (
        <div className="design-image__actions">
          <label className="button button--secondary button--small">
            {state.busy
              ? t('builder.design.uploading')
              : value === undefined
                ? uploadLabel
                : t('builder.design.replace')}
            <input
              ref={input}
              type="file"
              className="visually-hidden"
              accept={IMAGE_ACCEPT}
              disabled={state.busy}
              onChange={(event) => void handleFile(event.target.files?.[0])}
            />
          </label>
          {value !== undefined && (
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => onValueChange(undefined)}
            >
              {t('builder.design.remove')}
            </button>
          )}
        </div>
      )}
      {state.message !== null && (
        <p className="prop-field__error" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
