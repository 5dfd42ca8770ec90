import { useMemo, useState } from 'react';
import { useFormLimit } from '../forms/use-form-limit';
import { useT } from '../i18n/i18n-context';
import { useEnvironment } from '../shell/environment-context';
import { Modal } from '../ui/modal';
import { firstTemplate, groupTemplates } from './group-templates';
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
  const t = useT();
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
      title={t('templates.choose')}
      size="wide"
      onClose={onClose}
      actions={
        <>
          {limit === 'reached' && <span className="limit-notice">{t('forms.limit')}</span>}
          <button type="button" className="button button--secondary" onClick={onClose}>
            {t('templates.startScratch')}
          </button>
          <button type="button" className="button button--primary" onClick={handleClone} disabled={!canClone}>
            {clone.status === 'creating' ? t('templates.using') : t('templates.use')}
          </button>
        </>
      }
    >
      {templates.state === 'loading' && (
        <p className="muted" role="status">
          {t('templates.loading')}
        </p>
      )}
      {templates.state === 'loaded' && list.length === 0 && <p className="muted">{t('templates.noneStart')}</p>}
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
            <p className="template-gallery__hint muted">{t('templates.hint')}</p>
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
