import { useId, useState } from 'react';
import { trimTrailingSlashes } from '@formbuilder/core';
import { usePrivateAccess } from './share-api';
import { useEnvironment } from '../shell/environment-context';
import { embedCode, fullPageCode, validateWidgetTitle } from './embed-code';
import { SingleSubmissionOption, WidgetTitleField } from './embed-options';
import type { EmbedOptionValues } from './embed-options';
import { publicFormUrl, shortFormUrl } from './public-url';
import { QrCode } from './qr-code';
import { RegenerateLink } from './regenerate-link';
import { EmbedCodeField, FormLinkField } from './share-fields';
import { ShortAddress } from './short-address';
import { useFormSlug } from './slug-api';
import '../ui/ui.css';
import './share.css';

/** The form as the share panel needs it (docs/api.md, Forms). */
export interface ShareableForm {
  id: number;
  uuid: string;
  title: string;
  published_version: number | null;
}

export const NOT_PUBLISHED_MESSAGE =
  'This form is not published yet. The link and the embed code will not work until you publish it.';
export const PREVIEW_NOT_EDITABLE = 'This preview is not editable.';

/**
 * docs/product.md §A2 Share panel and "Reach": the form link with a copy button, its short
 * address and QR code; each way of putting the form on a site (inline, popup, full page) with
 * its code and a copy button, the options changing the code as they change; and a preview of
 * the public form.
 */
export function SharePanel({ form }: { form: ShareableForm }) {
  const { variables } = useEnvironment();
  const id = useId();
  // docs/product.md §A5: the widget title defaults to nothing.
  const [options, setOptions] = useState<EmbedOptionValues>({ widgetTitle: '', singleSubmission: false });
  // A private form is shared with its access token (docs/product.md §A1).
  const { access, replace: handleRegenerated } = usePrivateAccess(form.id);
  const slugs = useFormSlug(form.id);
  const published = form.published_version !== null;
  const link = publicFormUrl(variables.PUBLIC_URL, form.uuid, access);
  const shortLink = slugs.slug === null ? null : shortFormUrl(variables.PUBLIC_URL, slugs.slug, access);
  const titleError = validateWidgetTitle(options.widgetTitle);
  const code = (widget: boolean) =>
    embedCode({
      publicUrl: variables.PUBLIC_URL,
      uuid: form.uuid,
      formId: form.id,
      widget,
      widgetTitle: titleError ? '' : options.widgetTitle,
      singleSubmission: options.singleSubmission,
      access,
    });
  const section = (name: string) => ({ className: 'share-section', 'aria-labelledby': `${id}-${name}` });

  return (
    <div className="share-panel">
      <h2>Share {form.title || 'your form'}</h2>
      {!published && (
        <p className="warning-box warning-box--notice" role="note">
          {NOT_PUBLISHED_MESSAGE}
        </p>
      )}

      <section {...section('link')}>
        <h3 id={`${id}-link`}>Form link</h3>
        <FormLinkField link={link} openLabel={published ? 'Open the form in a new tab' : null} />
        {access !== null && <RegenerateLink formId={form.id} onRegenerated={handleRegenerated} />}
        <ShortAddress prefix={`${trimTrailingSlashes(variables.PUBLIC_URL)}/f/`} shortLink={shortLink} slugs={slugs} />
      </section>

      <section {...section('qr')}>
        <h3 id={`${id}-qr`}>QR code</h3>
        <p className="muted">Print it on a poster or a flyer: a phone's camera opens the form.</p>
        <QrCode link={shortLink ?? link} fileName={`form-${form.id}-qr`} />
      </section>

      <section {...section('embed')}>
        <h3 id={`${id}-embed`}>Put the form on your site</h3>
        <SingleSubmissionOption
          checked={options.singleSubmission}
          onChange={(singleSubmission) => setOptions({ ...options, singleSubmission })}
        />
        <div className="share-mode">
          <h4>Inline</h4>
          <p className="muted">
            The form sits in your page where you paste this, and grows and shrinks with each step.
          </p>
          <EmbedCodeField code={code(false)} />
        </div>
        <div className="share-mode">
          <h4>Popup</h4>
          <p className="muted">A button on your page opens the form over it; Escape or Close closes it.</p>
          <WidgetTitleField
            value={options.widgetTitle}
            error={titleError}
            onChange={(widgetTitle) => setOptions({ ...options, widgetTitle })}
          />
          <EmbedCodeField
            code={code(true)}
            disabled={titleError !== null}
            label="Popup code"
            copyLabel="Copy popup code"
          />
        </div>
        <div className="share-mode">
          <h4>Full page</h4>
          <p className="muted">A link that opens the form on a page of its own.</p>
          <EmbedCodeField
            code={fullPageCode(shortLink ?? link, form.title)}
            label="Full-page link"
            copyLabel="Copy link code"
          />
        </div>
      </section>

      <section {...section('preview')}>
        <h3 id={`${id}-preview`}>Preview</h3>
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
