import { lazy, Suspense } from 'react';
import { useBuilderState } from '../builder/state/builder-context';
import { useT } from '../i18n/i18n-context';
import { RouteFallback } from '../ui/route-fallback';

const SharePanel = lazy(() => import('../share/share-panel').then((module) => ({ default: module.SharePanel })));

/** /editor/{formId}/share: the share panel of a saved form. */
export function ShareTab() {
  const t = useT();
  const { form, published } = useBuilderState();
  if (!form || form.id === null || !form.uuid) {
    return <p className="editor-note">{t('editor.shareNeedsSave')}</p>;
  }
  const shareable = {
    id: form.id,
    uuid: form.uuid,
    title: form.title,
    published_version: published?.version ?? form.published_version ?? null,
  };
  return (
    <div className="editor-panel-page">
      <Suspense fallback={<RouteFallback />}>
        <SharePanel form={shareable} />
      </Suspense>
    </div>
  );
}
