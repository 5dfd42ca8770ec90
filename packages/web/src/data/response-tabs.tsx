import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { partialSettingsOf, type FormSummaryItem } from '@formbuilder/core';
import { usePartialPages, usePublishedForm } from './data-api';
import { PartialsView } from './partials-view';
import { useT } from '../i18n/i18n-context';
import { useDataFormats } from './data-formats';
import { SubmissionsView } from './submissions-view';

// docs/product.md, "Partial responses": a form that keeps partial responses (or still has some in
// progress since it stopped) shows "Completed (n) | In progress (m)" above its submissions; the
// choice is kept in the address (?form=3&show=in-progress). Any other form shows its submissions
// alone, as before.

/** The address's value of the In progress view. */
export const IN_PROGRESS = 'in-progress';

type View = 'completed' | 'in-progress';

export function ResponseTabs({ form }: { form: FormSummaryItem }) {
  const [params, setParams] = useSearchParams();
  const published = usePublishedForm(form.id);
  const partials = usePartialPages(form.id);
  const t = useT();
  const formats = useDataFormats();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const enabled = published.data?.published === true && partialSettingsOf(published.data.props).enabled;
  const inProgress = partials.data?.pages[0]?.total;
  // A server without in-progress responses refuses the list: the form then has none.
  const shown = enabled || (inProgress ?? 0) > 0;
  const view: View = shown && params.get('show') === IN_PROGRESS ? 'in-progress' : 'completed';
  const choose = (next: View) =>
    setParams(
      (current) => {
        const search = new URLSearchParams(current);
        if (next === 'in-progress') search.set('show', IN_PROGRESS);
        else search.delete('show');
        return search;
      },
      { replace: true },
    );
  const views: { key: View; label: string }[] = [
    { key: 'completed', label: t('data.responses.completed', { count: formats.count(form.responseCount) }) },
    {
      key: 'in-progress',
      label: t('data.responses.inProgress', { count: inProgress === undefined ? '…' : formats.count(inProgress) }),
    },
  ];

  // A tab list's keys: Left and Right move between the two and show it, Home and End go to an end.
  function moveWithKeys(event: KeyboardEvent<HTMLDivElement>) {
    const index = views.findIndex((item) => item.key === view);
    const to =
      event.key === 'ArrowRight'
        ? (index + 1) % views.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + views.length) % views.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? views.length - 1
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = views[to];
    if (!next) return;
    choose(next.key);
    tabs.current[to]?.focus();
  }

  return (
    <>
      {shown && (
        <div className="response-tabs" role="tablist" aria-label={t('data.responses.tabs')} onKeyDown={moveWithKeys}>
          {views.map((item, index) => (
            <button
              key={item.key}
              ref={(button) => {
                tabs.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`responses-tab-${item.key}`}
              aria-selected={item.key === view}
              aria-controls={`responses-panel-${item.key}`}
              tabIndex={item.key === view ? 0 : -1}
              className="response-tabs__tab"
              onClick={() => choose(item.key)}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
      {/* The same element with or without the tabs, so the submissions shown stay put when the tabs appear. */}
      <div
        role={shown ? 'tabpanel' : undefined}
        id={shown ? `responses-panel-${view}` : undefined}
        aria-labelledby={shown ? `responses-tab-${view}` : undefined}
      >
        {view === 'completed' ? <SubmissionsView form={form} /> : <PartialsView form={form} />}
      </div>
    </>
  );
}
