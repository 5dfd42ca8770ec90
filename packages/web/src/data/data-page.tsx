import { NavLink, useSearchParams } from 'react-router';
import { errorMessage } from '../api/client';
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
  const chosen = Number(params.get('form'));
  const form = forms.data?.find((f) => f.id === chosen);
  const query = form ? `?form=${form.id}` : '';

  return (
    <section className="data-page">
      <PageTitle title={tab === 'submissions' ? 'Submissions' : 'Statistics'} />
      <div className="data-page__header">
        <h1>Data</h1>
        <label className="data-page__selector">
          <span className="visually-hidden">Form</span>
          <select
            value={form ? String(form.id) : ''}
            onChange={(event) => setParams(event.target.value ? { form: event.target.value } : {})}
            disabled={!forms.data}
          >
            <option value="">Please select form</option>
            {forms.data?.map((f) => (
              <option key={f.id} value={f.id}>
                {f.title || 'Untitled Form'}
              </option>
            ))}
          </select>
        </label>
      </div>
      <nav className="data-tabs" aria-label="Data">
        <NavLink to={`/data${query}`} end>
          Submissions
        </NavLink>
        <NavLink to={`/data/statistics${query}`}>Statistics</NavLink>
      </nav>
      {forms.isError && <p role="alert">{errorMessage(forms.error)}</p>}
      {forms.data && !form && (
        <p className="data-page__hint">
          {forms.data.length === 0 ? 'You have no forms yet.' : 'Choose a form to see its submissions and statistics.'}
        </p>
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
