import { Link } from 'react-router';
import {
  formatCompletionTime,
  formatStatisticNumber,
  type DistributionItem,
  type FormSummaryItem,
  type Share,
  type Statistics,
  type StatisticsElement,
} from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { usePublishedForm, useStatistics } from './data-api';
import { useDateFormat, type DateFormat } from '../ui/date-format';
import { BarTable, formatCount, plural } from './statistics-bars';
import { dayOf, Funnel, PerDay } from './statistics-flow';

// docs/product.md §B2 Statistics: the summary, submissions per day, how far visitors get, and a
// block per question whose bars each carry their count and share in words, so colour is never
// the only cue and every chart is also a table (plain CSS bars: no chart library).
/** docs/product.md §B2 Statistics — average completion time, responses, one block per question. */
export function StatisticsView({ form }: { form: FormSummaryItem }) {
  const published = usePublishedForm(form.id);
  const version = published.data?.published ? published.data.version : null;
  const statistics = useStatistics(form.id, version);
  const dates = useDateFormat();

  if (published.isError) return <p role="alert">{errorMessage(published.error)}</p>;
  if (published.data?.published === false)
    return <p className="empty-state">This form has not been published yet, so it has no answers to chart.</p>;
  if (statistics.isError) return <p role="alert">{errorMessage(statistics.error)}</p>;
  if (!statistics.data || !dates) return <p className="data-page__hint">Loading…</p>;
  const { responses, average_completion_time: seconds, views, completionRate, elements } = statistics.data;

  return (
    <div className="statistics">
      <dl className="statistics__summary">
        <div>
          <dt>Responses</dt>
          <dd>{formatCount(responses)}</dd>
        </div>
        <div>
          <dt>Average completion time</dt>
          <dd>{formatCompletionTime(seconds)}</dd>
        </div>
        <div>
          <dt>Views</dt>
          <dd>{formatCount(views ?? 0)}</dd>
        </div>
        <div>
          <dt>Completion rate</dt>
          <dd>
            {completionRate === null || completionRate === undefined
              ? '—'
              : `${formatStatisticNumber(completionRate)} %`}
          </dd>
        </div>
      </dl>
      {statistics.data.perDay && <PerDay perDay={statistics.data.perDay} timeZone={statistics.data.timeZone} />}
      {(statistics.data.starts !== undefined || statistics.data.inProgress) && <Funnel statistics={statistics.data} />}
      {responses === 0 && <p className="empty-state">No submissions</p>}
      {responses > 0 &&
        elements.map((element, index) => (
          <QuestionBlock
            key={typeof element.questionId === 'number' ? element.questionId : `q${index}`}
            element={element}
            dates={dates}
            formId={form.id}
          />
        ))}
      {responses > 0 && <Calculated statistics={statistics.data} dates={dates} formId={form.id} />}
    </div>
  );
}

/** How many answers a block charts; a free-text question lists its newest only, which is not how many it has. */
function countLine(element: StatisticsElement): string {
  const { chartType, responseCount: n, distributionKind, distribution, mean, scale } = element;
  if (distributionKind === 'dates')
    return plural(
      (distribution ?? []).reduce((sum, bin) => sum + bin.count, 0),
      'answer',
      'answers',
    );
  if (chartType === 'lastFive') return n === 1 ? 'The newest answer' : `The newest ${n} answers`;
  const base = plural(n, 'response', 'responses');
  if (mean === undefined) return base;
  return `${base} · mean ${formatStatisticNumber(mean)}${scale ? ` on a scale of ${scale.min} to ${scale.max}` : ''}`;
}

function QuestionBlock({
  element,
  dates,
  formId,
  level = 2,
}: {
  element: StatisticsElement;
  dates: DateFormat;
  formId: number;
  level?: 2 | 3;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="statistics__block" aria-label={element.label}>
      <Heading>{element.label}</Heading>
      <p className="statistics__count">{countLine(element)}</p>
      <Chart element={element} dates={dates} formId={formId} />
    </section>
  );
}

/**
 * What the form's logic worked out (docs/product.md, "Logic"), after the questions: each number
 * value charted as a Number question is, and the endings chosen as a single choice is.
 */
function Calculated({ statistics, dates, formId }: { statistics: Statistics; dates: DateFormat; formId: number }) {
  const values = statistics.calculated ?? [];
  const endings = statistics.endings;
  if (values.length === 0 && !endings) return null;
  return (
    <section className="statistics__calculated" aria-labelledby="statistics-calculated">
      <h2 id="statistics-calculated">Calculated by the form</h2>
      {values.map((value, index) => (
        <QuestionBlock
          key={typeof value.valueId === 'string' ? value.valueId : `v${index}`}
          element={value}
          dates={dates}
          formId={formId}
          level={3}
        />
      ))}
      {endings && <QuestionBlock element={endings} dates={dates} formId={formId} level={3} />}
    </section>
  );
}

const monthFormat = new Intl.DateTimeFormat(undefined, { month: 'long', year: 'numeric', timeZone: 'UTC' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** A date histogram's bin in words: a day, 'Week of …', a month or a year. */
function dateBinLabel(element: StatisticsElement, bin: DistributionItem): string {
  const from = typeof bin.from === 'string' ? dayOf(bin.from) : null;
  if (from === null) return bin.label;
  if (element.binUnit === 'week') return `Week of ${dateOnly.format(from)}`;
  if (element.binUnit === 'month') return monthFormat.format(from);
  if (element.binUnit === 'year') return bin.label;
  return dateOnly.format(from);
}

const NPS_GROUPS = [
  { key: 'detractors', label: 'Detractors (0–6)', tone: 'danger' },
  { key: 'passives', label: 'Passives (7–8)', tone: 'muted' },
  { key: 'promoters', label: 'Promoters (9–10)', tone: 'success' },
] as const;

function NetPromoter({ element }: { element: StatisticsElement }) {
  const groups = element.npsGroups;
  const score = element.netPromoterScore ?? 0;
  return (
    <>
      <p className="statistics__big" aria-label="Net Promoter Score">
        NPS {score > 0 ? '+' : ''}
        {formatCount(Math.round(score))}
      </p>
      <p className="statistics__note">% of promoters minus % of detractors, from −100 to +100.</p>
      {groups && (
        <BarTable
          caption={`${element.label}: detractors, passives and promoters`}
          head="Group"
          rows={NPS_GROUPS.map((group) => {
            const value: Share = groups[group.key];
            return { key: group.key, label: group.label, count: value.count, percent: value.percent, tone: group.tone };
          })}
        />
      )}
    </>
  );
}

function Chart({ element, dates, formId }: { element: StatisticsElement; dates: DateFormat; formId: number }) {
  const distribution = element.distribution;
  const rowsOf = (label: (item: DistributionItem) => string) =>
    (distribution ?? []).map((item, i) => ({
      key: `${i}:${item.label}`,
      label: label(item),
      count: item.count,
      percent: item.percent,
    }));

  if (element.chartType === 'lastFive' && element.distributionKind !== 'dates') {
    return (
      <>
        {element.chartItems.length === 0 ? (
          <p className="empty-state">No data</p>
        ) : (
          <ol className="statistics__last-five">
            {element.chartItems.map((item) => (
              <li key={item.name}>
                {dates.answer(typeof element.type === 'string' ? element.type : undefined, String(item.value))}
              </li>
            ))}
          </ol>
        )}
        <p className="statistics__more">
          <Link to={`/data?form=${formId}`}>See all answers</Link>
        </p>
      </>
    );
  }
  if (distribution === undefined) {
    // The product's core fields alone (a server before the distributions).
    if (element.chartType === 'average')
      return <p className="statistics__big">{formatStatisticNumber(element.average ?? 0)}</p>;
    return (
      <>
        {element.chartType === 'netPromoterScore' && <NetPromoter element={element} />}
        <BarTable
          caption={element.label}
          head="Answer"
          rows={element.chartItems.map((item) => ({ key: item.name, label: item.name, count: Number(item.value) }))}
        />
      </>
    );
  }
  if (distribution.length === 0) return <p className="empty-state">No data</p>;
  switch (element.distributionKind) {
    case 'dates':
      return (
        <BarTable
          caption={element.label}
          head={
            element.binUnit === 'week'
              ? 'Week'
              : element.binUnit === 'month'
                ? 'Month'
                : element.binUnit === 'year'
                  ? 'Year'
                  : 'Day'
          }
          note="Of the answers"
          rows={rowsOf((item) => dateBinLabel(element, item))}
        />
      );
    case 'numbers':
      return (
        <BarTable caption={element.label} head="Range" note="Of the answers" rows={rowsOf((item) => item.label)} />
      );
    case 'scale':
      return (
        <>
          {element.chartType === 'netPromoterScore' && (
            <>
              <NetPromoter element={element} />
              <h3 className="statistics__subheading">By score</h3>
            </>
          )}
          <BarTable
            caption={`${element.label}: answers per point of the scale`}
            head={element.chartType === 'netPromoterScore' ? 'Score' : 'Rating'}
            note="Of the responses"
            rows={rowsOf((item) => item.label)}
          />
        </>
      );
    default:
      return (
        <BarTable caption={element.label} head="Choice" note="Of the respondents" rows={rowsOf((item) => item.label)} />
      );
  }
}
