import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useApi } from '../auth/use-api';
import { useT } from '../i18n/i18n-context';
import { listMostUsedTemplates } from '../templates/templates-api';
import type { TemplateSummary } from '../templates/templates-api';
import { FROM_SCRATCH } from '../templates/template-picker-state';
import { useCreateFromTemplate } from '../templates/use-create-from-template';
import { queryKeys } from '../api/query-keys';

/**
 * The forms list before the first form: start from scratch, or from one of the
 * four most used templates in one click, as the gallery's 'Use this template' does.
 */
export function FormsEmptyState() {
  const api = useApi();
  const t = useT();
  const templates = useQuery({
    queryKey: queryKeys.mostUsedTemplates(),
    queryFn: ({ signal }) => listMostUsedTemplates(api, signal),
  });
  const { state, create } = useCreateFromTemplate();
  const creating = state.status === 'creating';

  return (
    <section className="empty-state" aria-labelledby="forms-empty-heading">
      <h2 id="forms-empty-heading" className="empty-state__title">
        {t('forms.empty.heading')}
      </h2>
      <p className="muted">{t('forms.empty.text')}</p>
      <ul className="starter-cards">
        <li>
          <Link to="/editor/new/builder" state={FROM_SCRATCH} className="starter-card starter-card--scratch">
            <span className="starter-card__title">{t('forms.empty.scratch')}</span>
            <span className="starter-card__meta">{t('forms.empty.scratchMeta')}</span>
          </Link>
        </li>
        {templates.data?.map((template) => (
          <li key={template.id}>
            <button type="button" className="starter-card" disabled={creating} onClick={() => create(template)}>
              <span className="starter-card__title">
                <span className="visually-hidden">{t('forms.empty.useTemplate')}</span> {template.title}
              </span>
              <span className="starter-card__meta">
                {state.status === 'creating' && state.templateId === template.id
                  ? t('forms.empty.creating')
                  : tagLine(template, t('forms.empty.template'))}
              </span>
            </button>
          </li>
        ))}
      </ul>
      {state.status === 'failed' && (
        <p className="form-alert" role="alert">
          {state.message}
        </p>
      )}
      <Link to="/editor/new/template" className="empty-state__more">
        {t('forms.empty.allTemplates')}
      </Link>
    </section>
  );
}

/** The template's group and first keyword, e.g. 'Contact · enquiry'; `fallback` without tags. */
function tagLine(template: TemplateSummary, fallback: string): string {
  return template.props.tags.slice(0, 2).join(' · ') || fallback;
}
