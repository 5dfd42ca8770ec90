import { NavLink, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { useFormsList } from './data-api';
import { StatisticsView } from './statistics-view';
import { ResponseTabs } from './response-tabs';
import '../ui/ui.css';
import '../forms/forms.css';
import './data.css';

export type DataTab = 'submissions' | 'statistics';

// docs/product.md §B2 Data screen — /data (Submissions) and /data/statistics, a form selector
// with 'Please select form'; the chosen form is kept in the address (?form=id).
export function DataPage({ tab }: { tab: DataTab }) {
  const [params, setParams] = useSearchParams();
  const forms = useFormsList();
  const t = useT();
  const chosen = Number(params.get('form'));
  const form = forms.data?.find((f) => f.id === chosen);
  const query = form ? `?form=${form.id}` : '';

  return (
    <section className="data-page">
      <PageTitle title={t(tab === 'submissions' ? 'data.page.titleSubmissions' : 'data.page.titleStatistics')} />
      <div className="data-page__header">
        <h1>{t('data.page.heading')}</h1>
        <label className="data-page__selector">
          <span className="visually-hidden">{t('data.page.form')}</span>
          <select
            value={form ? String(form.id) : ''}
            onChange={(event) => setParams(event.target.value ? { form: event.target.value } : {})}
            disabled={!forms.data}
          >
            <option value="">{t('data.page.selectForm')}</option>
            {forms.data?.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title || t('data.page.untitled')}
              </option>
            ))}
          </select>
        </label>
      </div>
      <nav className="data-tabs" aria-label={t('data.page.tabs')}>
        <NavLink to={`/data${query}`} end>
          {t('data.page.titleSubmissions')}
        </NavLink>
        <NavLink to={`/data/statistics${query}`}>{t('data.page.titleStatistics')}</NavLink>
      </nav>
      {forms.isError && <p role="alert">{errorMessage(forms.error)}</p>}
      {forms.data && !form && (
        <p className="data-page__hint">{t(forms.data.length === 0 ? 'data.page.noForms' : 'data.page.chooseForm')}</p>
      )}
      {form &&
        (tab === 'submissions' ? (
          <ResponseTabs key={form.id} form={form} />
        ) : (
          <StatisticsView key={form.id} form={form} />
        ))}
    </section>
  );
}
