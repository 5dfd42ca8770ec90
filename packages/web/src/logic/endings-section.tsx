import type { Ending } from '@formbuilder/core';
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

const HTTP_URL = /^https?:\/\/[^\s]+$/i;

function EndingItem({ ending, index, editor }: { ending: Ending; index: number; editor: LogicEditor }) {
  const id = useId();
  const { logic, questions, variables, warnings, change } = editor;
  const { endings } = logic;
  const last = index === endings.length - 1;
  const name = `ending ${String(index + 1)}`;
  const set = (changes: Partial<Ending>, coalesce?: string) =>
    change({ endings: replaced(endings, ending.id, changes) }, coalesce);
  const nameError = ending.name.trim() === '' ? 'An ending needs a name.' : null;
  const url = ending.url ?? '';
  const urlError =
    ending.kind !== 'redirect'
      ? null
      : url === ''
        ? 'A redirect needs an address.'
        : HTTP_URL.test(url)
          ? null
          : 'A redirect goes to an http or https address.';
  return (
    <li className="logic-item" id={endingAnchor(ending.id)}>
      <fieldset className="logic-item__body">
        <legend>Ending {index + 1}</legend>
        {last && (
          <p className="logic-item__default">
            The default:{' '}
            {endings.length > 1 ? 'shown when no other ending’s conditions hold' : 'every visitor ends here'}
            {ending.conditions.length > 0 ? ', whatever its own conditions.' : '.'}
          </p>
        )}
        <div className="logic-item__row">
          <div className="prop-field">
            <label htmlFor={`${id}-name`}>Name</label>
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
            label="Shows"
            value={ending.kind}
            onChange={(kind) => set(kind === 'redirect' ? { kind, url: ending.url ?? '' } : { kind: 'thanks' })}
          >
            <option value="thanks">A thank-you text</option>
            <option value="redirect">A redirect to another address</option>
          </Select>
        </div>
        {ending.kind === 'thanks' ? (
          <RecallField
            label="Thank-you text"
            multiline
            maxLength={10_000}
            value={ending.text ?? ''}
            choices={recallChoices(questions, variables)}
            onChange={(text) => set({ text }, `logic:ending:${ending.id}:text`)}
          />
        ) : (
          <div className="prop-field">
            <label htmlFor={`${id}-url`}>Redirect address</label>
            <input
              id={`${id}-url`}
              type="url"
              maxLength={2000}
              placeholder="https://example.com/thanks"
              value={url}
              aria-invalid={urlError ? true : undefined}
              aria-describedby={urlError ? `${id}-url-error` : undefined}
              onChange={(event) => set({ url: event.target.value }, `logic:ending:${ending.id}:url`)}
            />
            {urlError && (
              <p className="prop-field__error" id={`${id}-url-error`} role="alert">
                {urlError}
              </p>
            )}
          </div>
        )}
        <ConditionsEditor
          label={`When (${name})`}
          group={ending}
          questions={questions}
          variables={variables}
          empty={
            last
              ? 'No conditions needed: the last ending is the default.'
              : 'No conditions: every visitor who gets here ends here.'
          }
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
  const { logic, change } = editor;
  const { endings } = logic;
  function add() {
    const ending: Ending = {
      id: nextId('ending', endings),
      name: `Ending ${String(endings.length + 1)}`,
      kind: 'thanks',
      text: '',
      match: 'all',
      conditions: [],
    };
    change({ endings: [...endings, ending] });
  }
  return (
    <section className="logic-section" aria-labelledby="logic-endings">
      <h3 id="logic-endings">Endings</h3>
      <p className="muted">
        A thank-you text or a redirect, chosen by its conditions: the first that holds. The last ending is the default.
        Without endings, the form’s Thank You page is shown.
      </p>
      {endings.length > 0 && (
        <ol className="logic-list">
          {endings.map((ending, index) => (
            <EndingItem key={ending.id} ending={ending} index={index} editor={editor} />
          ))}
        </ol>
      )}
      <button type="button" className="button button--primary button--small" onClick={add}>
        Add ending
      </button>
    </section>
  );
}
