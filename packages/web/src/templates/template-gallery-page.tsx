import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { FORM_LIMIT_MESSAGE } from '../forms/form-limit';
import { useFormLimit } from '../forms/use-form-limit';
import { useEnvironment } from '../shell/environment-context';
import { PageTitle } from '../shell/page-title';
import { findTemplateByTitle, firstTemplate, groupTemplates, USE_TEMPLATE, USING_TEMPLATE } from './group-templates';
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
  if (templates.state === 'loading') return <StatusLine text="Loading templates…" />;
  if (autoCloning) return <StatusLine text={`Cloning the template ${named?.title ?? ''}…`} />;

  return (
    <div className="template-gallery">
      <PageTitle title="Templates" />
      <div className="template-gallery__header">
        <Link to="/editor/new" className="back-link">
          <span aria-hidden="true">←</span> Back
        </Link>
        <h1>Choose a template</h1>
      </div>
      {titleParam && !named && (
        <p className="form-alert" role="alert">{`There is no template called “${titleParam}”.`}</p>
      )}
      {list.length === 0 ? (
        <div className="empty-state">
          <p className="empty-state__title">No templates are available yet.</p>
          <p className="muted">
            You can still{' '}
            <Link to="/editor/new/builder" state={FROM_SCRATCH}>
              create a form from scratch
            </Link>
            .
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
          <section className="template-gallery__preview" aria-label="Template preview">
            <div className="template-gallery__toolbar">
              <h2>{selected ? selected.title : 'Preview'}</h2>
              {limit === 'reached' && <span className="limit-notice">{FORM_LIMIT_MESSAGE}</span>}
              <button
                type="button"
                className="button button--primary"
                onClick={handleCloneClick}
                disabled={!selected || limit !== 'available' || cloning}
              >
                {cloning ? USING_TEMPLATE : USE_TEMPLATE}
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
              <p className="template-gallery__hint muted">Choose a template on the left to see it here.</p>
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
