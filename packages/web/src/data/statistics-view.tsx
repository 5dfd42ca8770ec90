import { Bar, BarChart, CartesianGrid, Cell, Legend, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCompletionTime, formatStatisticNumber, type FormSummaryItem, type StatisticsElement } from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { usePublishedForm, useStatistics } from './data-api';
import { useDateFormat, type DateFormat } from '../ui/date-format';

/** spec: builder §9, pie and bar charts 730 by 300, bar size 20. */
export const CHART_WIDTH = 730;
export const CHART_HEIGHT = 300;
export const BAR_SIZE = 20;

/** spec: builder §2 Statistics — average completion time, responses, one block per question. */
export function StatisticsView({ form }: { form: FormSummaryItem }) {
  const published = usePublishedForm(form.id);
  const version = published.data?.published ? published.data.version : null;
  const statistics = useStatistics(form.id, version);
  const dates = useDateFormat();

  if (published.isError) return <p role="alert">{errorMessage(published.error)}</p>;
  if (published.data?.published === false) return <p className="empty-state">This form has not been published yet, so it has no answers to chart.</p>;
  if (statistics.isError) return <p role="alert">{errorMessage(statistics.error)}</p>;
  if (!statistics.data || !dates) return <p className="data-page__hint">Loading…</p>;
  const { responses, average_completion_time: seconds, views, completionRate, elements } = statistics.data;

  return (
    <div className="statistics">
      <dl className="statistics__summary">
        <div>
          <dt>Responses</dt>
          <dd>{responses}</dd>
        </div>
        <div>
          <dt>Average completion time</dt>
          <dd>{formatCompletionTime(seconds)}</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{views ?? 0}</dd>
        </div>
        <div>
          <dt>Completion rate</dt>
          <dd>{completionRate === null || completionRate === undefined ? '—' : `${formatStatisticNumber(completionRate)} %`}</dd>
        </div>
      </dl>
      {responses === 0 && <p className="empty-state">No submissions</p>}
      {responses > 0 && elements.map((element, index) => <QuestionBlock key={typeof element.questionId === 'number' ? element.questionId : `q${index}`} element={element} dates={dates} />)}
    </div>
  );
}

/** How many answers a block charts; a free-text question lists its newest only, which is not how many it has. */
function countLine({ chartType, responseCount: n }: StatisticsElement): string {
  if (chartType === 'lastFive') return n === 1 ? 'The newest answer' : `The newest ${n} answers`;
  return `${n} ${n === 1 ? 'response' : 'responses'}`;
}

function QuestionBlock({ element, dates }: { element: StatisticsElement; dates: DateFormat }) {
  return (
    <section className="statistics__block" aria-label={element.label}>
      <h2>{element.label}</h2>
      <p className="statistics__count">{countLine(element)}</p>
      <Chart element={element} dates={dates} />
    </section>
  );
}

function Chart({ element, dates }: { element: StatisticsElement; dates: DateFormat }) {
  const items = element.chartItems.map((item) => ({ ...item, value: Number(item.value) }));
  switch (element.chartType) {
    case 'lastFive':
      return element.chartItems.length === 0 ? (
        <p className="empty-state">No data</p>
      ) : (
        <ol className="statistics__last-five">
          {element.chartItems.map((item) => (
            <li key={item.name}>{dates.answer(typeof element.type === 'string' ? element.type : undefined, String(item.value))}</li>
          ))}
        </ol>
      );
    case 'average':
      return <p className="statistics__big">{formatStatisticNumber(element.average ?? 0)}</p>;
    case 'pieChart':
      return (
        <div className="statistics__chart">
          <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
            <PieChart>
              <Pie data={items} dataKey="value" nameKey="name" outerRadius={110} isAnimationActive={false} label={({ value }: { value?: number }) => formatStatisticNumber(value ?? 0)}>
                {items.map((item) => (
                  <Cell key={item.name} fill={item.color} />
                ))}
              </Pie>
              <Tooltip formatter={(value) => formatStatisticNumber(Number(value))} />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
      );
    case 'barChart':
    case 'netPromoterScore':
      return (
        <>
          {element.chartType === 'netPromoterScore' && (
            <p className="statistics__big" aria-label="Net Promoter Score">
              NPS {formatStatisticNumber(element.netPromoterScore ?? 0)}
            </p>
          )}
          <div className="statistics__chart">
            <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
              <BarChart data={items}>
                <CartesianGrid strokeDasharray="3 3" />
                <XAxis dataKey="nameForXaxis" />
                <YAxis allowDecimals={false} />
                <Tooltip formatter={(value) => formatStatisticNumber(Number(value))} />
                <Bar dataKey="value" name="Responses" barSize={BAR_SIZE} isAnimationActive={false}>
                  {items.map((item) => (
                    <Cell key={item.name} fill={item.color} />
                  ))}
                </Bar>
              </BarChart>
            </ResponsiveContainer>
          </div>
        </>
      );
  }
}
