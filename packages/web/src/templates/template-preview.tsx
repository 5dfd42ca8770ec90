import { useState } from 'react';
import { useT } from '../i18n/i18n-context';
import { templatePreviewUrl } from '../share/public-url';
import type { TemplateSummary } from './templates-api';

/**
 * docs/product.md §A2 Template gallery: a live preview of {host}/templates/view/{id}
 * that stays faded until the page has loaded. Give it a `key` of the template id
 * so that choosing another template fades it again.
 */
export function TemplatePreview({ template, publicUrl }: { template: TemplateSummary; publicUrl: string }) {
  const t = useT();
  const [loaded, setLoaded] = useState(false);

  function handleLoad() {
    setLoaded(true);
  }

  return (
    <div className="template-preview" aria-busy={!loaded}>
      {!loaded && (
        <p className="template-preview__loading muted" role="status">
          {t('templates.loadingPreview')}
        </p>
      )}
      <iframe
        className={`template-preview__frame${loaded ? ' is-loaded' : ''}`}
        title={t('templates.previewOf', { title: template.title })}
        src={templatePreviewUrl(publicUrl, template.id)}
        onLoad={handleLoad}
      />
    </div>
  );
}
