import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useFormLimit } from '../forms/use-form-limit';
import { useT } from '../i18n/i18n-context';
import { useEnvironment } from '../shell/environment-context';
import { PageTitle } from '../shell/page-title';
import { findTemplateByTitle, firstTemplate, groupTemplates } from './group-templates';
import { FROM_SCRATCH } from './template-picker-state';
import type { TemplateSummary } from './templates-api';
import { TemplateList } from './template-list';
import { TemplatePreview } from './template-preview';
import { useCreateFromTemplate } from './use-create-from-template';
import { useTemplates } from './use-templates';
import '../ui/ui.css';
import './new-form.css';
import './templates.css';

/**
 * docs/product.md §A2 Template gallery, at /editor/new/template and
 * /editor/new/template/{title}: that title is selected, and a path containing
 * 'clone' clones it at once and opens its builder.
 */
export function TemplateGalleryPage() {
  const { variables } = useEnvironment();
  const t = useT();
  const { title: titleParam, '*': rest = '' } = useParams();
  const templates = useTemplates();
  const limit = useFormLimit();
  const [search, setSearch] = useState('');
  const [chosen, setChosen] = useState<TemplateSummary | null>(null);
  const { state: clone, create, ready, reset } = useCreateFromTemplate();
  const autoCloneStarted = useRef(false);

  const list = useMemo(() => (templates.state === 'loaded' ? templates.templates : []), [templates]);
  const groups = useMemo(() => groupTemplates(list, search), [list, search]);
  const named = titleParam ? findTemplateByTitle(list, titleParam) : undefined;
  const selected = chosen ?? named ?? firstTemplate(groups);
  const autoClone = Boolean(titleParam) && rest.toLowerCase().includes('clone');

  // docs/product.md §A2 Routes: /editor/new/template/{title}/clone clones that template at once.
  useEffect(() => {
    if (!autoClone || autoCloneStarted.current || !named || limit !== 'available' || !ready) return;
    autoCloneStarted.current = true;
    create(named, { replace: true });
  }, [autoClone, create, limit, named, ready]);

  function handleSelect(template: TemplateSummary) {
    setChosen(template);
    if (clone.status === 'failed') reset();
  }

  function handleCloneClick() {
    if (!selected || limit !== 'available') return;
    create(selected);
  }

  const autoCloning = autoClone && Boolean(named) && limit !== 'reached' && clone.status !== 'failed';
  const cloning = clone.status === 'creating' || autoCloning;
  if (templates.state === 'loading') return <StatusLine text={t('templates.loading')} />;
  if (autoCloning) return <StatusLine text={t('templates.cloning', { title: named?.title ?? '' })} />;

  return (
    <div className="template-gallery">
      <PageTitle title={t('templates.title')} />
      <div className="template-gallery__header">
        <Link to="/editor/new" className="back-link">
          <span aria-hidden="true">←</span> {t('templates.back')}
        </Link>
        <h1>{t('templates.choose')}</h1>
      </div>
      {titleParam && !named && (
        <p className="form-alert" role="alert">
          {t('templates.unknown', { title: titleParam })}
        </p>
      )}
      {list.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">{t('templates.none')}</p>
          <p className="muted">
            {t.rich('templates.noneScratch', {
              link: (chunks) => (
                <Link to="/editor/new/builder" state={FROM_SCRATCH}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
        </div>
      ) : (
        <div className="template-gallery__body">
          <TemplateList
            groups={groups}
            search={search}
            onSearchChange={setSearch}
            selectedId={selected?.id ?? null}
            onSelect={handleSelect}
          />
          <section className="template-gallery__preview" aria-label={t('templates.previewRegion')}>
            <div className="template-gallery__toolbar">
              <h2>{selected ? selected.title : t('templates.preview')}</h2>
              {limit === 'reached' && <span className="limit-notice">{t('forms.limit')}</span>}
              <button
                type="button"
                className="button button--primary"
                onClick={handleCloneClick}
                disabled={!selected || limit !== 'available' || cloning}
              >
                {cloning ? t('templates.using') : t('templates.use')}
              </button>
            </div>
            {clone.status === 'failed' && (
              <p className="form-alert" role="alert">
                {clone.message}
              </p>
            )}
            {selected ? (
              <TemplatePreview key={selected.id} template={selected} publicUrl={variables.PUBLIC_URL} />
            ) : (
              <p className="template-gallery__hint muted">{t('templates.hint')}</p>
            )}
          </section>
        </div>
      )}
    </div>
  );
}

function StatusLine({ text }: { text: string }) {
  return (
    <p className="muted route-fallback" role="status">
      {text}
    </p>
  );
}
