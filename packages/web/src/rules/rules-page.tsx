import type { Rule, RuleDraft } from '@formbuilder/core';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBuilderDispatch, useBuilderState } from '../builder/state/builder-context';
import { edit } from '../builder/state/builder-state';
import { useT } from '../i18n/i18n-context';
import { RuleEditor } from './rule-editor';
import { ruleSentence } from './rule-words';
import './rules.css';

const emptyDraft = (): RuleDraft => ({ type: 'showHide', if: {}, then: {}, fieldLink: false });

/**
 * /editor/{formId}/rules (docs/product.md §B4, rule builder): view mode lists the
 * rules; 'Add New Rule' and editing open build mode, 'Close' leaves it. Saving
 * closes the builder and resets the draft; an incomplete rule is silently not
 * saved (§B5). Rules are saved with the form (the Save button).
 */
export function RulesPage() {
  const t = useT();
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  // A question's rule badge opens its rule (…/rules?rule={id}) in build mode.
  const [params] = useSearchParams();
  const [draft, setDraft] = useState<RuleDraft | null>(() => {
    const opened = form?.props.rules.find((rule) => String(rule.id) === params.get('rule'));
    return opened ? structuredClone(opened) : null;
  });
  if (!form) return null;
  const { elements, rules } = form.props;

  function handleSave() {
    if (draft) dispatch(edit({ type: 'saveRule', draft }));
    setDraft(null);
  }

  function handleEdit(rule: Rule) {
    setDraft(structuredClone(rule));
  }

  function handleDelete(rule: Rule) {
    dispatch(edit({ type: 'removeRule', id: rule.id }));
    if (draft?.id === rule.id) setDraft(null);
  }

  return (
    <div className="editor-panel-page rules-page">
      <div className="rules-page__header">
        <div>
          <h2>{t('rules.title')}</h2>
          <p className="muted">{t('rules.intro')}</p>
        </div>
        {draft === null ? (
          <button type="button" className="button button--primary button--small" onClick={() => setDraft(emptyDraft())}>
            {t('rules.add')}
          </button>
        ) : (
          <button type="button" className="button button--secondary button--small" onClick={() => setDraft(null)}>
            {t('rules.close')}
          </button>
        )}
      </div>
      {draft !== null && <RuleEditor draft={draft} elements={elements} onChange={setDraft} onSave={handleSave} />}
      {rules.length === 0 ? (
        <p className="rules-page__empty muted">{t('rules.empty')}</p>
      ) : (
        <ol className="rules-list" aria-label={t('rules.list')}>
          {rules.map((rule) => (
            <li
              key={rule.id}
              className={`rules-list__item${draft?.id === rule.id ? ' rules-list__item--editing' : ''}`}
            >
              <span className="rules-list__summary">{ruleSentence(rule, elements, t)}</span>
              <span className="rules-list__actions">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  aria-label={t('rules.editLabel', { id: String(rule.id) })}
                  onClick={() => handleEdit(rule)}
                >
                  {t('rules.edit')}
                </button>
                <button
                  type="button"
                  className="button button--danger button--small"
                  aria-label={t('rules.deleteLabel', { id: String(rule.id) })}
                  onClick={() => handleDelete(rule)}
                >
                  {t('rules.delete')}
                </button>
              </span>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
