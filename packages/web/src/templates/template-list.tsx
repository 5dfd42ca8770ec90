import { useId } from 'react';
import type { TemplateGroup } from './group-templates';
import type { TemplateSummary } from './templates-api';
import { useT } from '../i18n/i18n-context';
import { SearchField } from '../ui/search-field';
import { OTHER_GROUP } from './group-templates';

export interface TemplateListProps {
  groups: TemplateGroup[];
  search: string;
  onSearchChange: (search: string) => void;
  selectedId: TemplateSummary['id'] | null;
  onSelect: (template: TemplateSummary) => void;
}

/** docs/product.md §A2 Template gallery: the search box and the templates grouped by first tag, with counts. */
export function TemplateList({ groups, search, onSearchChange, selectedId, onSelect }: TemplateListProps) {
  const t = useT();
  const total = groups.reduce((sum, group) => sum + group.templates.length, 0);

  return (
    <div className="template-list">
      <SearchField
        label={t('templates.search')}
        placeholder={t('templates.searchPlaceholder')}
        className="template-list__search"
        value={search}
        onChange={onSearchChange}
        resultText={t('templates.count', { count: total })}
      />
      {groups.length === 0 && <p className="muted template-list__none">{t('templates.noMatch')}</p>}
      {groups.map((group) => (
        <TemplateGroupSection key={group.name} group={group} selectedId={selectedId} onSelect={onSelect} />
      ))}
    </div>
  );
}

interface TemplateGroupSectionProps {
  group: TemplateGroup;
  selectedId: TemplateSummary['id'] | null;
  onSelect: (template: TemplateSummary) => void;
}

function TemplateGroupSection({ group, selectedId, onSelect }: TemplateGroupSectionProps) {
  const t = useT();
  const headingId = useId();
  return (
    <section className="template-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="template-group__heading">
        <span>{group.name === OTHER_GROUP ? t('templates.other') : group.name}</span>
        <span className="template-group__count" aria-label={t('templates.count', { count: group.templates.length })}>
          {group.templates.length}
        </span>
      </h2>
      <ul className="template-group__items">
        {group.templates.map((template) => (
          <li key={template.id}>
            <TemplateButton template={template} selected={template.id === selectedId} onSelect={onSelect} />
          </li>
        ))}
      </ul>
    </section>
  );
}

interface TemplateButtonProps {
  template: TemplateSummary;
  selected: boolean;
  onSelect: (template: TemplateSummary) => void;
}

function TemplateButton({ template, selected, onSelect }: TemplateButtonProps) {
  function handleClick() {
    onSelect(template);
  }
  return (
    <button type="button" className="template-item" aria-pressed={selected} onClick={handleClick}>
      {template.title}
    </button>
  );
}
