import { useId, useState } from 'react';
import { usePrivateAccess } from './share-api';
import { useEnvironment } from '../shell/environment-context';
import { embedCode, validateWidgetTitle } from './embed-code';
import { EmbedOptionsFieldset } from './embed-options';
import type { EmbedOptionValues } from './embed-options';
import { publicFormUrl } from './public-url';
import { RegenerateLink } from './regenerate-link';
import { EmbedCodeField, FormLinkField } from './share-fields';
import '../ui/ui.css';
import './share.css';

/** The form as the share panel needs it (docs/api.md, Forms). */
export interface ShareableForm {
  id: number;
  uuid: string;
  title: string;
  published_version: number | null;
}

export const NOT_PUBLISHED_MESSAGE = 'This form is not published yet. The link and the embed code will not work until you publish it.';
export const PREVIEW_NOT_EDITABLE = 'This preview is not editable.';

/**
 * spec: app-shell §2 Share panel: the form link with a copy button, the embed
 * code with a copy button, the embed options (the code updates as they change)
 * and a preview of the public form.
 */
export function SharePanel({ form }: { form: ShareableForm }) {
  const { variables } = useEnvironment();
  const linkId = useId();
  const codeId = useId();
  // spec §5: the widget title defaults to nothing.
  const [options, setOptions] = useState<EmbedOptionValues>({ widget: false, widgetTitle: '', singleSubmission: false });
  // A private form is shared with its access token (spec: app-shell §1).
  const { access, replace: handleRegenerated } = usePrivateAccess(form.id);
  const published = form.published_version !== null;
  const link = publicFormUrl(variables.PUBLIC_URL, form.uuid, access);
  const titleError = options.widget ? validateWidgetTitle(options.widgetTitle) : null;
  const code = embedCode({
    publicUrl: variables.PUBLIC_URL,
    uuid: form.uuid,
    formId: form.id,
    widget: options.widget,
    widgetTitle: titleError ? '' : options.widgetTitle,
    singleSubmission: options.singleSubmission,
    access,
  });

  return (
    <div className="share-panel">
      <h2>Share {form.title || 'your form'}</h2>
      {!published && (
        <p className="warning-box warning-box--notice" role="note">
          {NOT_PUBLISHED_MESSAGE}
        </p>
      )}

      <section className="share-section" aria-labelledby={`${linkId}-heading`}>
        <h3 id={`${linkId}-heading`}>Form link</h3>
        <FormLinkField link={link} openLabel={published ? 'Open the form in a new tab' : null} />
        {access !== null && <RegenerateLink formId={form.id} onRegenerated={handleRegenerated} />}
      </section>

      <section className="share-section" aria-labelledby={`${codeId}-heading`}>
        <h3 id={`${codeId}-heading`}>Embed code</h3>
        <p className="muted">Paste this into your web page where the form should appear.</p>
        <EmbedCodeField code={code} disabled={titleError !== null} />
        <EmbedOptionsFieldset values={options} titleError={titleError} onChange={setOptions} />
      </section>

      <section className="share-section" aria-labelledby={`${codeId}-preview`}>
        <h3 id={`${codeId}-preview`}>Preview</h3>
        <p className="muted">{PREVIEW_NOT_EDITABLE}</p>
        {published ? (
          // inert: a preview must not take answers or focus (it is not editable).
          <div className="share-preview" inert>
            <iframe title={`Preview of ${form.title || 'the form'}`} src={link} tabIndex={-1} />
          </div>
        ) : (
          <p className="share-preview share-preview--empty muted">The preview appears once the form is published.</p>
        )}
      </section>
    </div>
  );
}
