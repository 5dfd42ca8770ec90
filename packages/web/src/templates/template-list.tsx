import { useId } from 'react';
import type { TemplateGroup } from './group-templates';
import type { TemplateSummary } from './templates-api';
import { SearchField } from '../ui/search-field';

export interface TemplateListProps {
  groups: TemplateGroup[];
  search: string;
  onSearchChange: (search: string) => void;
  selectedId: TemplateSummary['id'] | null;
  onSelect: (template: TemplateSummary) => void;
}

/** docs/product.md §A2 Template gallery: the search box and the templates grouped by first tag, with counts. */
export function TemplateList({ groups, search, onSearchChange, selectedId, onSelect }: TemplateListProps) {
  const total = groups.reduce((sum, group) => sum + group.templates.length, 0);

  return (
    <div className="template-list">
      <SearchField
        label="Search templates"
        placeholder="Search templates..."
        className="template-list__search"
        value={search}
        onChange={onSearchChange}
        resultText={total === 1 ? '1 template' : `${total} templates`}
      />
      {groups.length === 0 && <p className="muted template-list__none">No templates match your search.</p>}
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
  const headingId = useId();
  return (
    <section className="template-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="template-group__heading">
        <span>{group.name}</span>
        <span className="template-group__count" aria-label={`${group.templates.length} templates`}>
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
