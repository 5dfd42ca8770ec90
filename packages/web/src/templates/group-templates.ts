import { en } from '../i18n/en';
import type { TemplateSummary } from './templates-api';

// docs/product.md §A2 Template gallery, grouped by the first tag, or 'Other' (a key: the list
// shows it in the app's language).
export const OTHER_GROUP = 'Other';

export interface TemplateGroup {
  name: string;
  templates: TemplateSummary[];
}

/** True when the search text is part of the title or of one of the tags (case-insensitive). */
export function matchesSearch(template: TemplateSummary, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (!needle) return true;
  return [template.title, ...template.props.tags].some((text) => text.toLocaleLowerCase().includes(needle));
}

/**
 * The templates that match the search, grouped by their first tag; templates
 * without tags go to 'Other', which comes last. Groups keep the order in which
 * their first template arrived, templates keep theirs within a group.
 */
export function groupTemplates(templates: readonly TemplateSummary[], search = ''): TemplateGroup[] {
  const groups = new Map<string, TemplateSummary[]>();
  for (const template of templates) {
    if (!matchesSearch(template, search)) continue;
    const name = template.props.tags[0]?.trim() || OTHER_GROUP;
    const group = groups.get(name);
    if (group) group.push(template);
    else groups.set(name, [template]);
  }
  const named = [...groups].filter(([name]) => name !== OTHER_GROUP);
  const other = groups.get(OTHER_GROUP);
  const ordered = other ? [...named, [OTHER_GROUP, other] as const] : named;
  return ordered.map(([name, list]) => ({ name, templates: list }));
}

/** The template a /editor/new/template/{title} path names: the exact title first, then ignoring case. */
export function findTemplateByTitle(templates: readonly TemplateSummary[], title: string): TemplateSummary | undefined {
  const wanted = title.trim();
  return (
    templates.find((template) => template.title === wanted) ??
    templates.find((template) => template.title.toLocaleLowerCase() === wanted.toLocaleLowerCase())
  );
}

/** The template shown first is chosen until the owner picks another, so the preview is never empty. */
export const firstTemplate = (groups: readonly TemplateGroup[]): TemplateSummary | null =>
  groups[0]?.templates[0] ?? null;

/** What the button says (the product's 'Clone Template!' read as jargon to new users), in English. */
export const USE_TEMPLATE = en['templates.use'];
export const USING_TEMPLATE = en['templates.using'];
