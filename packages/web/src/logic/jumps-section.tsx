import type { Jump, JumpTarget } from '@formbuilder/core';
import { Select } from '../rules/rule-select';
import { ConditionsEditor } from './condition-editor';
import { ItemActions, ItemWarnings } from './item-actions';
import { nextId } from './logic-words';
import type { LogicEditor } from './use-logic';
import { moved, replaced } from './use-logic';

// Jumps (docs/product.md, "Logic"): after a page, go to a later page or straight to an ending
// when conditions hold; the first jump that holds wins, otherwise the next page.

const targetValue = (target: JumpTarget): string =>
  target.kind === 'page' ? `page:${String(target.page)}` : `ending:${target.ending}`;

function targetFrom(value: string): JumpTarget {
  return value.startsWith('ending:')
    ? { kind: 'ending', ending: value.slice(7) }
    : { kind: 'page', page: Number(value.slice(5)) };
}

export function JumpsSection({ editor }: { editor: LogicEditor }) {
  const { logic, pages, questions, variables, warnings, change, t } = editor;
  const { jumps, endings } = logic;
  const set = (id: string, changes: Partial<Jump>, coalesce?: string) =>
    change({ jumps: replaced(jumps, id, changes) }, coalesce);

  function add() {
    const from = pages[0]?.key ?? 0;
    const to: JumpTarget = pages[1]
      ? { kind: 'page', page: pages[1].key }
      : endings[0]
        ? { kind: 'ending', ending: endings[0].id }
        : { kind: 'page', page: from };
    change({ jumps: [...jumps, { id: nextId('jump', jumps), from, to, match: 'all', conditions: [] }] });
  }

  return (
    <section className="logic-section" aria-labelledby="logic-jumps">
      <h3 id="logic-jumps">{t('logic.jumps.title')}</h3>
      <p className="muted">{t('logic.jumps.intro')}</p>
      {jumps.length > 0 && (
        <ol className="logic-list">
          {jumps.map((jump, index) => {
            const number = index + 1;
            const name = t('logic.jump.name', { number });
            const from = pages.some((page) => page.key === jump.from);
            const to = targetValue(jump.to);
            const knownTarget =
              jump.to.kind === 'page'
                ? pages.some((page) => jump.to.kind === 'page' && page.key === jump.to.page)
                : endings.some((ending) => jump.to.kind === 'ending' && ending.id === jump.to.ending);
            return (
              <li key={jump.id} className="logic-item">
                <fieldset className="logic-item__body">
                  <legend>{t('logic.jump.legend', { number })}</legend>
                  <div className="logic-item__row">
                    <Select
                      label={t('logic.jump.after')}
                      value={String(jump.from)}
                      onChange={(value) => set(jump.id, { from: Number(value) })}
                    >
                      {pages.map((page) => (
                        <option key={page.key} value={String(page.key)}>
                          {page.name}
                        </option>
                      ))}
                      {!from && <option value={String(jump.from)}>{t('logic.deletedPageOption')}</option>}
                    </Select>
                    <Select
                      label={t('logic.jump.goTo')}
                      value={to}
                      onChange={(value) => set(jump.id, { to: targetFrom(value) })}
                    >
                      <optgroup label={t('logic.pages')}>
                        {pages.map((page) => (
                          <option key={page.key} value={`page:${String(page.key)}`}>
                            {page.name}
                          </option>
                        ))}
                      </optgroup>
                      {endings.length > 0 && (
                        <optgroup label={t('logic.endingsGroup')}>
                          {endings.map((ending) => (
                            <option key={ending.id} value={`ending:${ending.id}`}>
                              {t('logic.endingOption', { name: ending.name })}
                            </option>
                          ))}
                        </optgroup>
                      )}
                      {!knownTarget && <option value={to}>{t('logic.somethingDeleted')}</option>}
                    </Select>
                  </div>
                  <ConditionsEditor
                    label={t('logic.jump.when', { number })}
                    group={jump}
                    questions={questions}
                    variables={variables}
                    empty={t('logic.jump.empty')}
                    onChange={(group) => set(jump.id, group, `logic:jump:${jump.id}`)}
                  />
                  <ItemWarnings
                    messages={warnings.filter((warning) => warning.about === jump.id).map((warning) => warning.message)}
                  />
                  <ItemActions
                    name={name}
                    index={index}
                    count={jumps.length}
                    onMove={(step) => change({ jumps: moved(jumps, index, step) })}
                    onRemove={() => change({ jumps: jumps.filter((candidate) => candidate.id !== jump.id) })}
                  />
                </fieldset>
              </li>
            );
          })}
        </ol>
      )}
      <button type="button" className="button button--primary button--small" onClick={add}>
        {t('logic.jumps.add')}
      </button>
    </section>
  );
}
