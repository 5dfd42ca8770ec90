import { useMemo, useState } from 'react';
import { FORM_LIMIT_MESSAGE } from '../forms/form-limit';
import { useFormLimit } from '../forms/use-form-limit';
import { useEnvironment } from '../shell/environment-context';
import { Modal } from '../ui/modal';
import { firstTemplate, groupTemplates, USE_TEMPLATE, USING_TEMPLATE } from './group-templates';
import type { TemplateSummary } from './templates-api';
import { TemplateList } from './template-list';
import { TemplatePreview } from './template-preview';
import { useCreateFromTemplate } from './use-create-from-template';
import { useTemplates } from './use-templates';
import './templates.css';

/**
 * docs/product.md §B2, the template picker that /editor/new/builder opens: a
 * template is cloned into a new form (its builder opens); closing it leaves
 * the owner on /editor/new/builder with the empty new form.
 */
export function TemplatePicker({ onClose }: { onClose: () => void }) {
  const { variables } = useEnvironment();
  const templates = useTemplates();
  const limit = useFormLimit();
  const [search, setSearch] = useState('');
  const [chosen, setSelected] = useState<TemplateSummary | null>(null);
  const { state: clone, create, reset } = useCreateFromTemplate();
  const list = useMemo(() => (templates.state === 'loaded' ? templates.templates : []), [templates]);
  const groups = useMemo(() => groupTemplates(list, search), [list, search]);
  const selected = chosen ?? firstTemplate(groups);
  const canClone = selected !== null && limit === 'available' && clone.status !== 'creating';

  function handleSelect(template: TemplateSummary) {
    setSelected(template);
    if (clone.status === 'failed') reset();
  }

  function handleClone() {
    if (canClone) create(selected);
  }

  return (
    <Modal
      title="Choose a template"
      size="wide"
      onClose={onClose}
      actions={
        <>
          {limit === 'reached' && <span className="limit-notice">{FORM_LIMIT_MESSAGE}</span>}
          <button type="button" className="button button--secondary" onClick={onClose}>
            Start from scratch
          </button>
          <button type="button" className="button button--primary" onClick={handleClone} disabled={!canClone}>
            {clone.status === 'creating' ? USING_TEMPLATE : USE_TEMPLATE}
          </button>
        </>
      }
    >
      {templates.state === 'loading' && (
        <p className="muted" role="status">
          Loading templates…
        </p>
      )}
      {templates.state === 'loaded' && list.length === 0 && (
        <p className="muted">No templates are available yet: start from scratch.</p>
      )}
      {list.length > 0 && (
        <div className="template-picker">
          <TemplateList
            groups={groups}
            search={search}
            onSearchChange={setSearch}
            selectedId={selected?.id ?? null}
            onSelect={handleSelect}
          />
          {selected ? (
            <TemplatePreview key={selected.id} template={selected} publicUrl={variables.PUBLIC_URL} />
          ) : (
            <p className="template-gallery__hint muted">Choose a template on the left to see it here.</p>
          )}
        </div>
      )}
      {clone.status === 'failed' && (
        <p className="form-alert" role="alert">
          {clone.message}
        </p>
      )}
    </Modal>
  );
}
