import { Link } from 'react-router';
import {
  formatCompletionTime,
  type DistributionItem,
  type FormSummaryItem,
  type Share,
  type Statistics,
  type StatisticsElement,
} from '@formbuilder/core';
import { errorMessage } from '../api/client';
import { usePublishedForm, useStatistics } from './data-api';
import { useDateFormat, type DateFormat } from '../ui/date-format';
import { useT } from '../i18n/i18n-context';
import type { Translate } from '../i18n/translate';
import { useDataFormats, type DataFormats } from './data-formats';
import { BarTable } from './statistics-bars';
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
  const t = useT();
  const formats = useDataFormats();

  if (published.isError) return <p role="alert">{errorMessage(published.error)}</p>;
  if (published.data?.published === false) return <p className="empty-state">{t('data.stats.unpublished')}</p>;
  if (statistics.isError) return <p role="alert">{errorMessage(statistics.error)}</p>;
  if (!statistics.data || !dates) return <p className="data-page__hint">{t('data.loading')}</p>;
  const { responses, average_completion_time: seconds, views, completionRate, elements } = statistics.data;

  return (
    <div className="statistics">
      <dl className="statistics__summary">
        <div>
          <dt>{t('data.stats.responses')}</dt>
          <dd>{formats.count(responses)}</dd>
        </div>
        <div>
          <dt>{t('data.stats.averageTime')}</dt>
          <dd>{formatCompletionTime(seconds)}</dd>
        </div>
        <div>
          <dt>{t('data.stats.views')}</dt>
          <dd>{formats.count(views ?? 0)}</dd>
        </div>
        <div>
          <dt>{t('data.stats.completionRate')}</dt>
          <dd>
            {completionRate === null || completionRate === undefined
              ? '—'
              : t('data.stats.percent', { value: formats.statistic(completionRate) })}
          </dd>
        </div>
      </dl>
      {statistics.data.perDay && <PerDay perDay={statistics.data.perDay} timeZone={statistics.data.timeZone} />}
      {(statistics.data.starts !== undefined || statistics.data.inProgress) && <Funnel statistics={statistics.data} />}
      {responses === 0 && <p className="empty-state">{t('data.list.none')}</p>}
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
function countLine(element: StatisticsElement, t: Translate, formats: DataFormats): string {
  const { chartType, responseCount: n, distributionKind, distribution, mean, scale } = element;
  if (distributionKind === 'dates') {
    const answers = (distribution ?? []).reduce((sum, bin) => sum + bin.count, 0);
    return t('data.stats.answers', { n: answers, count: formats.count(answers) });
  }
  if (chartType === 'lastFive') return t('data.stats.newest', { n, count: String(n) });
  const base = t('data.stats.responseCount', { n, count: formats.count(n) });
  if (mean === undefined) return base;
  const said = { base, mean: formats.statistic(mean) };
  return scale
    ? t('data.stats.meanOnScale', { ...said, min: String(scale.min), max: String(scale.max) })
    : t('data.stats.mean', said);
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
  const t = useT();
  const formats = useDataFormats();
  return (
    <section className="statistics__block" aria-label={element.label}>
      <Heading>{element.label}</Heading>
      <p className="statistics__count">{countLine(element, t, formats)}</p>
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
  const t = useT();
  if (values.length === 0 && !endings) return null;
  return (
    <section className="statistics__calculated" aria-labelledby="statistics-calculated">
      <h2 id="statistics-calculated">{t('data.detail.calculated')}</h2>
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

/** A date histogram's bin in words: a day, 'Week of …', a month or a year. */
function dateBinLabel(element: StatisticsElement, bin: DistributionItem, t: Translate, formats: DataFormats): string {
  const from = typeof bin.from === 'string' ? dayOf(bin.from) : null;
  if (from === null) return bin.label;
  if (element.binUnit === 'week') return t('data.stats.weekOf', { date: formats.day(from) });
  if (element.binUnit === 'month') return formats.month(from);
  if (element.binUnit === 'year') return bin.label;
  return formats.day(from);
}

const NPS_GROUPS = [
  { key: 'detractors', label: 'data.stats.detractors', tone: 'danger' },
  { key: 'passives', label: 'data.stats.passives', tone: 'muted' },
  { key: 'promoters', label: 'data.stats.promoters', tone: 'success' },
] as const;

function NetPromoter({ element }: { element: StatisticsElement }) {
  const t = useT();
  const formats = useDataFormats();
  const groups = element.npsGroups;
  const score = element.netPromoterScore ?? 0;
  return (
    <>
      <p className="statistics__big" aria-label={t('data.stats.npsLabel')}>
        NPS {score > 0 ? '+' : ''}
        {formats.count(Math.round(score))}
      </p>
      <p className="statistics__note">{t('data.stats.npsNote')}</p>
      {groups && (
        <BarTable
          caption={t('data.stats.npsCaption', { label: element.label })}
          head={t('data.stats.group')}
          rows={NPS_GROUPS.map((group) => {
            const value: Share = groups[group.key];
            const label = t(group.label);
            return { key: group.key, label, count: value.count, percent: value.percent, tone: group.tone };
          })}
        />
      )}
    </>
  );
}

function Chart({ element, dates, formId }: { element: StatisticsElement; dates: DateFormat; formId: number }) {
  const t = useT();
  const formats = useDataFormats();
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
          <p className="empty-state">{t('data.detail.noData')}</p>
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
          <Link to={`/data?form=${formId}`}>{t('data.stats.seeAll')}</Link>
        </p>
      </>
    );
  }
  if (distribution === undefined) {
    // The product's core fields alone (a server before the distributions).
    if (element.chartType === 'average')
      return <p className="statistics__big">{formats.statistic(element.average ?? 0)}</p>;
    return (
      <>
        {element.chartType === 'netPromoterScore' && <NetPromoter element={element} />}
        <BarTable
          caption={element.label}
          head={t('data.stats.answer')}
          rows={element.chartItems.map((item) => ({ key: item.name, label: item.name, count: Number(item.value) }))}
        />
      </>
    );
  }
  if (distribution.length === 0) return <p className="empty-state">{t('data.detail.noData')}</p>;
  switch (element.distributionKind) {
    case 'dates':
      return (
        <BarTable
          caption={element.label}
          head={t(
            element.binUnit === 'week'
              ? 'data.stats.week'
              : element.binUnit === 'month'
                ? 'data.stats.month'
                : element.binUnit === 'year'
                  ? 'data.stats.year'
                  : 'data.stats.day',
          )}
          note={t('data.stats.ofAnswers')}
          rows={rowsOf((item) => dateBinLabel(element, item, t, formats))}
        />
      );
    case 'numbers':
      return (
        <BarTable
          caption={element.label}
          head={t('data.stats.range')}
          note={t('data.stats.ofAnswers')}
          rows={rowsOf((item) => item.label)}
        />
      );
    case 'scale':
      return (
        <>
          {element.chartType === 'netPromoterScore' && (
            <>
              <NetPromoter element={element} />
              <h3 className="statistics__subheading">{t('data.stats.byScore')}</h3>
            </>
          )}
          <BarTable
            caption={t('data.stats.scaleCaption', { label: element.label })}
            head={t(element.chartType === 'netPromoterScore' ? 'data.stats.score' : 'data.stats.rating')}
            note={t('data.stats.ofResponses')}
            rows={rowsOf((item) => item.label)}
          />
        </>
      );
    default:
      return (
        <BarTable
          caption={element.label}
          head={t('data.stats.choice')}
          note={t('data.stats.ofRespondents')}
          rows={rowsOf((item) => item.label)}
        />
      );
  }
}
