import { useId, useState } from 'react';
import { trimTrailingSlashes } from '@formbuilder/core';
import { en } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
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

// In English; the panel says them in the app's language.
export const NOT_PUBLISHED_MESSAGE = en['share.notPublished'];
export const PREVIEW_NOT_EDITABLE = en['share.previewNotEditable'];

/**
 * docs/product.md §A2 Share panel and "Reach": the form link with a copy button, its short
 * address and QR code; each way of putting the form on a site (inline, popup, full page) with
 * its code and a copy button, the options changing the code as they change; and a preview of
 * the public form.
 */
export function SharePanel({ form }: { form: ShareableForm }) {
  const { variables } = useEnvironment();
  const t = useT();
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
      <h2>{t('share.title', { title: form.title || t('share.yourForm') })}</h2>
      {!published && (
        <p className="warning-box warning-box--notice" role="note">
          {t('share.notPublished')}
        </p>
      )}

      <section {...section('link')}>
        <h3 id={`${id}-link`}>{t('share.link')}</h3>
        <FormLinkField link={link} openLabel={published ? t('share.openNewTab') : null} />
        {access !== null && <RegenerateLink formId={form.id} onRegenerated={handleRegenerated} />}
        <ShortAddress prefix={`${trimTrailingSlashes(variables.PUBLIC_URL)}/f/`} shortLink={shortLink} slugs={slugs} />
      </section>

      <section {...section('qr')}>
        <h3 id={`${id}-qr`}>{t('share.qr')}</h3>
        <p className="muted">{t('share.qrHint')}</p>
        <QrCode link={shortLink ?? link} fileName={`form-${form.id}-qr`} />
      </section>

      <section {...section('embed')}>
        <h3 id={`${id}-embed`}>{t('share.embed')}</h3>
        <SingleSubmissionOption
          checked={options.singleSubmission}
          onChange={(singleSubmission) => setOptions({ ...options, singleSubmission })}
        />
        <div className="share-mode">
          <h4>{t('share.inline')}</h4>
          <p className="muted">{t('share.inlineHint')}</p>
          <EmbedCodeField code={code(false)} />
        </div>
        <div className="share-mode">
          <h4>{t('share.popup')}</h4>
          <p className="muted">{t('share.popupHint')}</p>
          <WidgetTitleField
            value={options.widgetTitle}
            error={titleError}
            onChange={(widgetTitle) => setOptions({ ...options, widgetTitle })}
          />
          <EmbedCodeField
            code={code(true)}
            disabled={titleError !== null}
            label={t('share.popupCode')}
            copyLabel={t('share.copyPopup')}
          />
        </div>
        <div className="share-mode">
          <h4>{t('share.fullPage')}</h4>
          <p className="muted">{t('share.fullPageHint')}</p>
          <EmbedCodeField
            code={fullPageCode(shortLink ?? link, form.title)}
            label={t('share.fullPageCode')}
            copyLabel={t('share.copyLinkCode')}
          />
        </div>
      </section>

      <section {...section('preview')}>
        <h3 id={`${id}-preview`}>{t('share.preview')}</h3>
        <p className="muted">{t('share.previewNotEditable')}</p>
        {published ? (
          // inert: a preview must not take answers or focus (it is not editable).
          <div className="share-preview" inert>
            <iframe
              title={t('share.previewOf', { title: form.title || t('share.theForm') })}
              src={link}
              tabIndex={-1}
            />
          </div>
        ) : (
          <p className="share-preview share-preview--empty muted">{t('share.previewLater')}</p>
        )}
      </section>
    </div>
  );
}
