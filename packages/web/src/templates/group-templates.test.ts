import { describe, expect, it } from 'vitest';
import { findTemplateByTitle, groupTemplates, matchesSearch } from './group-templates';
import type { TemplateSummary } from './templates-api';

function template(id: number, title: string, tags: string[] = []): TemplateSummary {
  return { id, title, props: { tags } };
}

const TEMPLATES = [
  template(1, 'Contact Form', ['Contact', 'Business']),
  template(2, 'Untagged Poll'),
  template(3, 'Job Application', ['HR']),
  template(4, 'Support Request', ['Contact']),
  template(5, 'Party Invite', ['Events', 'Fun']),
];

describe('groupTemplates (docs/product.md §A2 Template gallery)', () => {
  it('groups by the first tag with counts, and puts untagged templates in Other, last', () => {
    const groups = groupTemplates(TEMPLATES);
    expect(groups.map((group) => [group.name, group.templates.length])).toEqual([
      ['Contact', 2],
      ['HR', 1],
      ['Events', 1],
      ['Other', 1],
    ]);
    expect(groups[0]?.templates.map((item) => item.title)).toEqual(['Contact Form', 'Support Request']);
  });

  it('filters by title and by any tag, ignoring case, and drops empty groups', () => {
    expect(groupTemplates(TEMPLATES, 'poll').map((group) => group.name)).toEqual(['Other']);
    const byTag = groupTemplates(TEMPLATES, 'business');
    expect(byTag.map((group) => [group.name, group.templates.map((item) => item.id)])).toEqual([['Contact', [1]]]);
    expect(groupTemplates(TEMPLATES, 'fun')[0]?.templates.map((item) => item.id)).toEqual([5]);
    expect(groupTemplates(TEMPLATES, 'nothing like this')).toEqual([]);
    expect(groupTemplates(TEMPLATES, '   ')).toHaveLength(4);
  });

  it('matchesSearch reads title and tags', () => {
    expect(matchesSearch(TEMPLATES[2]!, 'hr')).toBe(true);
    expect(matchesSearch(TEMPLATES[2]!, 'APPLIC')).toBe(true);
    expect(matchesSearch(TEMPLATES[2]!, 'contact')).toBe(false);
  });
});

describe('findTemplateByTitle', () => {
  it('prefers the exact title, then ignores case', () => {
    const list = [template(1, 'contact form'), template(2, 'Contact Form')];
    expect(findTemplateByTitle(list, 'Contact Form')?.id).toBe(2);
    expect(findTemplateByTitle(list, 'CONTACT FORM')?.id).toBe(1);
    expect(findTemplateByTitle(list, 'Quiz')).toBeUndefined();
  });
});
