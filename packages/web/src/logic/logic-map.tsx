import { truncateName } from '@formbuilder/core';
import { groupSentence, targetName } from './logic-words';
import type { LogicEditor } from './use-logic';

// The logic map (docs/product.md, "Logic"): the pages in a column, the endings beside them, the
// jumps as labelled arrows. The drawing is for the eye; the list under it says the same in words
// for screen readers.

const PAGE_X = 10;
const PAGE_WIDTH = 250;
const ENDING_X = 420;
const ENDING_WIDTH = 200;
const BOX_HEIGHT = 44;
const ROW = 80;
const WIDTH = 640;

const rowY = (index: number) => 10 + index * ROW;

export function LogicMap({ editor }: { editor: LogicEditor }) {
  const { pages, logic, questions, variables, warnings } = editor;
  const { jumps, endings } = logic;
  const height = Math.max(pages.length, endings.length, 1) * ROW;
  const pageIndex = new Map(pages.map((page, index) => [page.key, index]));
  const endingIndex = new Map(endings.map((ending, index) => [ending.id, index]));
  const unreachable = new Set(warnings.flatMap((warning) => (warning.kind === 'unreachable' ? [warning.page] : [])));
  const alwaysLeaves = new Set(jumps.filter((jump) => jump.conditions.length === 0).map((jump) => jump.from));
  const jumpNumber = new Map(jumps.map((jump, index) => [jump.id, index + 1]));

  return (
    <section className="logic-section" aria-labelledby="logic-map">
      <h3 id="logic-map">Map</h3>
      <div className="logic-map">
        <svg
          viewBox={`0 0 ${String(WIDTH)} ${String(height)}`}
          width="100%"
          style={{ maxWidth: `${String(WIDTH)}px` }}
          aria-hidden="true"
          focusable="false"
        >
          <defs>
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
            const label = `${String(order + 1)}: ${truncateName(groupSentence(jump, questions, variables), 26)}`;
            if (jump.to.kind === 'ending') {
              const to = endingIndex.get(jump.to.ending);
              if (to === undefined) return null;
              const y2 = rowY(to) + BOX_HEIGHT / 2;
              const x2 = ENDING_X - 2;
              return (
                <g key={jump.id} className="logic-map__jump">
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
              <g key={jump.id} className={`logic-map__jump${to <= from ? ' logic-map__jump--back' : ''}`}>
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
          {pages.map((page, index) => (
            <g
              key={page.key}
              className={`logic-map__page${unreachable.has(page.number) ? ' logic-map__page--unreachable' : ''}`}
            >
              {/* The whole name on hover; the box holds about 31 characters of it. */}
              <title>{page.name}</title>
              <rect x={PAGE_X} y={rowY(index)} width={PAGE_WIDTH} height={BOX_HEIGHT} rx="6" />
              <text x={PAGE_X + 12} y={rowY(index) + BOX_HEIGHT / 2 + 5}>
                {truncateName(page.name, 31)}
              </text>
            </g>
          ))}
          {endings.map((ending, index) => (
            <g key={ending.id} className="logic-map__ending">
              <rect x={ENDING_X} y={rowY(index)} width={ENDING_WIDTH} height={BOX_HEIGHT} rx="22" />
              <text x={ENDING_X + 14} y={rowY(index) + BOX_HEIGHT / 2 + 5}>
                {truncateName(`${ending.name}${index === endings.length - 1 ? ' (default)' : ''}`, 24)}
              </text>
            </g>
          ))}
        </svg>
        <ol className="visually-hidden" aria-label="Map in words">
          {pages.map((page, index) => {
            const leaving = jumps.filter((jump) => jump.from === page.key);
            const next = pages[index + 1];
            const always = leaving.some((jump) => jump.conditions.length === 0);
            return (
              <li key={page.key}>
                {page.name}
                {unreachable.has(page.number) ? ' (never reached)' : ''}:{' '}
                {leaving
                  .map(
                    (jump) =>
                      `jump ${String(jumpNumber.get(jump.id))} goes to ${targetName(jump.to, pages, endings)} ${groupSentence(jump, questions, variables)}`,
                  )
                  .join('; ')}
                {leaving.length > 0 && !always ? '; otherwise ' : ''}
                {always ? '' : next ? `goes on to ${next.name}` : 'ends the form'}.
              </li>
            );
          })}
          {endings.map((ending, index) => (
            <li key={ending.id}>
              Ending “{ending.name}”
              {index === endings.length - 1 ? ' (the default)' : `, ${groupSentence(ending, questions, variables)}`}.
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
