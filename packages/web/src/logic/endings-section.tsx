import { redirectUrlFault, type Ending } from '@formbuilder/core';
import { useId } from 'react';
import { Select } from '../rules/rule-select';
import { ConditionsEditor } from './condition-editor';
import { ItemActions, ItemWarnings } from './item-actions';
import { endingAnchor } from './logic-map';
import { nextId, recallChoices } from './logic-words';
import { RecallField } from './recall-field';
import type { LogicEditor } from './use-logic';
import { moved, replaced } from './use-logic';

// Endings (docs/product.md, "Logic"): a thank-you text or a redirect, each chosen by its
// conditions, the first that holds; the last is the default.

function EndingItem({ ending, index, editor }: { ending: Ending; index: number; editor: LogicEditor }) {
  const id = useId();
  const { logic, questions, variables, warnings, change, t } = editor;
  const { endings } = logic;
  const last = index === endings.length - 1;
  const number = index + 1;
  const name = t('logic.ending.name', { number });
  const set = (changes: Partial<Ending>, coalesce?: string) =>
    change({ endings: replaced(endings, ending.id, changes) }, coalesce);
  const nameError = ending.name.trim() === '' ? t('logic.ending.nameError') : null;
  const url = ending.url ?? '';
  const fault = ending.kind !== 'redirect' || url === '' ? null : redirectUrlFault(url);
  const urlError =
    ending.kind !== 'redirect'
      ? null
      : url === ''
        ? t('logic.ending.noUrl')
        : fault === 'recall-in-site'
          ? t('logic.ending.urlRecallSite')
          : fault === null
            ? null
            : t('logic.ending.badUrl');
  return (
    <li className="logic-item" id={endingAnchor(ending.id)}>
      <fieldset className="logic-item__body">
        <legend>{t('logic.ending.legend', { number })}</legend>
        {last && (
          <p className="logic-item__default">
            {t('logic.ending.default', {
              others: endings.length > 1 ? 'yes' : 'no',
              own: ending.conditions.length > 0 ? 'yes' : 'no',
            })}
          </p>
        )}
        <div className="logic-item__row">
          <div className="prop-field">
            <label htmlFor={`${id}-name`}>{t('logic.name')}</label>
            <input
              id={`${id}-name`}
              type="text"
              maxLength={100}
              value={ending.name}
              aria-invalid={nameError ? true : undefined}
              aria-describedby={nameError ? `${id}-name-error` : undefined}
              onChange={(event) => set({ name: event.target.value }, `logic:ending:${ending.id}:name`)}
            />
            {nameError && (
              <p className="prop-field__error" id={`${id}-name-error`} role="alert">
                {nameError}
              </p>
            )}
          </div>
          <Select
            label={t('logic.ending.shows')}
            value={ending.kind}
            onChange={(kind) => set(kind === 'redirect' ? { kind, url: ending.url ?? '' } : { kind: 'thanks' })}
          >
            <option value="thanks">{t('logic.ending.thanks')}</option>
            <option value="redirect">{t('logic.ending.redirect')}</option>
          </Select>
        </div>
        {ending.kind === 'thanks' ? (
          <RecallField
            label={t('logic.ending.text')}
            multiline
            maxLength={10_000}
            value={ending.text ?? ''}
            choices={recallChoices(questions, variables, t)}
            onChange={(text) => set({ text }, `logic:ending:${ending.id}:text`)}
          />
        ) : (
          // The address may recall values after its site, each URL-encoded when the visitor is sent there.
          <RecallField
            label={t('logic.ending.url')}
            maxLength={2000}
            placeholder="https://example.com/thanks"
            value={url}
            hint={t('logic.ending.urlHint')}
            error={urlError}
            choices={recallChoices(questions, variables, t)}
            onChange={(text) => set({ url: text }, `logic:ending:${ending.id}:url`)}
          />
        )}
        <ConditionsEditor
          label={t('logic.ending.when', { number })}
          group={ending}
          questions={questions}
          variables={variables}
          empty={last ? t('logic.ending.emptyLast') : t('logic.ending.empty')}
          onChange={(group) => set(group, `logic:ending:${ending.id}`)}
        />
        <ItemWarnings
          messages={warnings.filter((warning) => warning.about === ending.id).map((warning) => warning.message)}
        />
        <ItemActions
          name={name}
          index={index}
          count={endings.length}
          onMove={(step) => change({ endings: moved(endings, index, step) })}
          onRemove={() => change({ endings: endings.filter((candidate) => candidate.id !== ending.id) })}
        />
      </fieldset>
    </li>
  );
}

export function EndingsSection({ editor }: { editor: LogicEditor }) {
  const { logic, change, t } = editor;
  const { endings } = logic;
  function add() {
    const ending: Ending = {
      id: nextId('ending', endings),
      name: t('logic.ending.legend', { number: endings.length + 1 }),
      kind: 'thanks',
      text: '',
      match: 'all',
      conditions: [],
    };
    change({ endings: [...endings, ending] });
  }
  return (
    <section className="logic-section" aria-labelledby="logic-endings">
      <h3 id="logic-endings">{t('logic.endings.title')}</h3>
      <p className="muted">{t('logic.endings.intro')}</p>
      {endings.length > 0 && (
        <ol className="logic-list">
          {endings.map((ending, index) => (
            <EndingItem key={ending.id} ending={ending} index={index} editor={editor} />
          ))}
        </ol>
      )}
      <button type="button" className="button button--primary button--small" onClick={add}>
        {t('logic.endings.add')}
      </button>
    </section>
  );
}
