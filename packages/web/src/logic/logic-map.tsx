import { canBeIfField, truncateName } from '@formbuilder/core';
import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { quoted } from '../rules/rule-words';
import { editorBaseOf } from '../ui/use-router-location';
import { groupSentence, targetName, type PageEntry } from './logic-words';
import type { LogicEditor } from './use-logic';

// The logic map (docs/product.md, "Logic"): the pages in a column, the endings beside them, the
// jumps as labelled arrows. Each box is a link: a page opens its first question in the builder,
// an ending moves to its editor below. The arrows are for the eye; the list under the drawing
// says the same in words for screen readers. On a narrow screen the drawing keeps its size and
// scrolls sideways rather than shrinking its words out of reach.

const PAGE_X = 10;
const PAGE_WIDTH = 250;
const ENDING_X = 420;
const ENDING_WIDTH = 200;
const BOX_HEIGHT = 44;
const ROW = 80;
const WIDTH = 640;

const rowY = (index: number) => 10 + index * ROW;

/** The element id of an ending's editor, which its box on the map links to. */
export const endingAnchor = (id: string) => `logic-ending-${id}`;

/** The first question of a page, which its box on the map opens; null for a page without one. */
const firstQuestion = (page: PageEntry) => page.page.elements.find(canBeIfField) ?? null;

export function LogicMap({ editor }: { editor: LogicEditor }) {
  const { pages, logic, questions, variables, warnings, t } = editor;
  const { jumps, endings } = logic;
  const height = Math.max(pages.length, endings.length, 1) * ROW;
  const pageIndex = new Map(pages.map((page, index) => [page.key, index]));
  const endingIndex = new Map(endings.map((ending, index) => [ending.id, index]));
  const unreachable = new Set(warnings.flatMap((warning) => (warning.kind === 'unreachable' ? [warning.page] : [])));
  const alwaysLeaves = new Set(jumps.filter((jump) => jump.conditions.length === 0).map((jump) => jump.from));
  const jumpNumber = new Map(jumps.map((jump, index) => [jump.id, index + 1]));
  const navigate = useNavigate();
  const base = editorBaseOf(useLocation().pathname) ?? '';
  // Inside the app, a link moves without reloading it.
  const follow = (event: MouseEvent<Element>, to: string) => {
    event.preventDefault();
    if (to.startsWith('#')) {
      const target = document.getElementById(to.slice(1));
      target?.scrollIntoView({ block: 'center' });
      target?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    } else void navigate(to);
  };

  return (
    <section className="logic-section" aria-labelledby="logic-map">
      <h3 id="logic-map">{t('logic.map.title')}</h3>
      <div className="logic-map">
        <svg
          viewBox={`0 0 ${String(WIDTH)} ${String(height)}`}
          width={WIDTH}
          role="group"
          aria-label={t('logic.map.label')}
        >
          <defs aria-hidden="true">
            <marker
              id="logic-arrow"
              viewBox="0 0 10 10"
              refX="9"
              refY="5"
              markerWidth="7"
              markerHeight="7"
              orient="auto-start-reverse"
            >
              <path d="M 0 0 L 10 5 L 0 10 z" className="logic-map__head" />
            </marker>
          </defs>
          {pages
            .slice(0, -1)
            .map((page, index) =>
              alwaysLeaves.has(page.key) ? null : (
                <line
                  aria-hidden="true"
                  key={`next-${String(page.key)}`}
                  className="logic-map__next"
                  x1={PAGE_X + PAGE_WIDTH / 2}
                  y1={rowY(index) + BOX_HEIGHT}
                  x2={PAGE_X + PAGE_WIDTH / 2}
                  y2={rowY(index + 1) - 2}
                  markerEnd="url(#logic-arrow)"
                />
              ),
            )}
          {jumps.map((jump, order) => {
            const from = pageIndex.get(jump.from);
            if (from === undefined) return null;
            const y1 = rowY(from) + BOX_HEIGHT / 2;
            const x1 = PAGE_X + PAGE_WIDTH;
            const label = t('logic.map.jumpLabel', {
              number: order + 1,
              sentence: truncateName(groupSentence(jump, questions, variables, t), 26),
            });
            if (jump.to.kind === 'ending') {
              const to = endingIndex.get(jump.to.ending);
              if (to === undefined) return null;
              const y2 = rowY(to) + BOX_HEIGHT / 2;
              const x2 = ENDING_X - 2;
              return (
                <g key={jump.id} className="logic-map__jump" aria-hidden="true">
                  <path
                    d={`M ${String(x1)} ${String(y1)} C ${String(x1 + 80)} ${String(y1)}, ${String(x2 - 80)} ${String(y2)}, ${String(x2)} ${String(y2)}`}
                    markerEnd="url(#logic-arrow)"
                  />
                  <text x={(x1 + x2) / 2} y={(y1 + y2) / 2 - 6} textAnchor="middle">
                    {label}
                  </text>
                </g>
              );
            }
            const to = pageIndex.get(jump.to.page);
            if (to === undefined) return null;
            const y2 = rowY(to) + BOX_HEIGHT / 2;
            const bulge = x1 + 50 + (order % 4) * 18;
            return (
              <g
                key={jump.id}
                className={`logic-map__jump${to <= from ? ' logic-map__jump--back' : ''}`}
                aria-hidden="true"
              >
                <path
                  d={`M ${String(x1)} ${String(y1)} C ${String(bulge)} ${String(y1)}, ${String(bulge)} ${String(y2)}, ${String(x1 + 2)} ${String(y2)}`}
                  markerEnd="url(#logic-arrow)"
                />
                <text x={bulge - 20} y={(y1 + y2) / 2} textAnchor="start">
                  {label}
                </text>
              </g>
            );
          })}
          {pages.map((page, index) => {
            const className = `logic-map__page${unreachable.has(page.number) ? ' logic-map__page--unreachable' : ''}`;
            const question = firstQuestion(page);
            const shown = truncateName(page.name, 31);
            const box = (
              <>
                {/* The whole name on hover; the box holds about 31 characters of it. */}
                <title>{page.name}</title>
                <rect x={PAGE_X} y={rowY(index)} width={PAGE_WIDTH} height={BOX_HEIGHT} rx="6" />
                <text x={PAGE_X + 12} y={rowY(index) + BOX_HEIGHT / 2 + 5} aria-hidden="true">
                  {shown}
                </text>
              </>
            );
            if (!question)
              return (
                <g key={page.key} className={className} role="img" aria-label={page.name}>
                  {box}
                </g>
              );
            const to = `${base}builder/question/${String(question.id)}/properties`;
            return (
              <a
                key={page.key}
                className={className}
                href={to}
                aria-label={t('logic.map.openPage', { name: shown })}
                onClick={(event) => follow(event, to)}
              >
                {box}
              </a>
            );
          })}
          {endings.map((ending, index) => {
            const name =
              index === endings.length - 1 ? t('logic.map.defaultEnding', { name: ending.name }) : ending.name;
            const shown = truncateName(name, 24);
            const to = `#${endingAnchor(ending.id)}`;
            return (
              <a
                key={ending.id}
                className="logic-map__ending"
                href={to}
                aria-label={t('logic.map.editEnding', { name: shown })}
                onClick={(event) => follow(event, to)}
              >
                <title>{name}</title>
                <rect x={ENDING_X} y={rowY(index)} width={ENDING_WIDTH} height={BOX_HEIGHT} rx="22" />
                <text x={ENDING_X + 14} y={rowY(index) + BOX_HEIGHT / 2 + 5} aria-hidden="true">
                  {shown}
                </text>
              </a>
            );
          })}
        </svg>
        <ol className="visually-hidden" aria-label={t('logic.map.words')}>
          {pages.map((page, index) => {
            const leaving = jumps.filter((jump) => jump.from === page.key);
            const next = pages[index + 1];
            const always = leaving.some((jump) => jump.conditions.length === 0);
            const jumpWords = leaving
              .map((jump) =>
                t('logic.map.jumpGoes', {
                  number: String(jumpNumber.get(jump.id)),
                  target: targetName(jump.to, pages, endings, t),
                  condition: groupSentence(jump, questions, variables, t),
                }),
              )
              .join(t('logic.map.separator'));
            const onwards = next ? t('logic.map.goesOn', { name: next.name }) : t('logic.map.ends');
            const moves = always
              ? jumpWords
              : leaving.length > 0
                ? t('logic.map.otherwise', { jumps: jumpWords, next: onwards })
                : onwards;
            return (
              <li key={page.key}>
                {t('logic.map.pageLine', {
                  page: unreachable.has(page.number) ? t('logic.map.neverReached', { name: page.name }) : page.name,
                  moves,
                })}
              </li>
            );
          })}
          {endings.map((ending, index) => (
            <li key={ending.id}>
              {index === endings.length - 1
                ? t('logic.map.endingDefault', { name: quoted(ending.name, t) })
                : t('logic.map.endingWhen', {
                    name: quoted(ending.name, t),
                    condition: groupSentence(ending, questions, variables, t),
                  })}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
