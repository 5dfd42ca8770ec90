import { stripHtml } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { Navigate, useParams } from 'react-router';
import { ElementBadge } from '../palette/element-icon';
import { elementTypeName } from '../palette/element-words';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { propertyEditors } from './editors';
import { propertyKeys } from './property-plan';
import { ScoresEditor } from './scores-editor';
import { VerifiedEmailQuestionNote } from '../form-life/verified-email-warning';
import { isChoiceQuestion } from '../../logic/logic-words';
import { useT } from '../../i18n/i18n-context';
import './properties.css';

/**
 * /editor/{formId}/builder/question/{questionId}/properties (docs/product.md
 * §B2): the element's properties, as core's registry describes its type. A
 * question that no longer exists (deleted, undone) returns to the list.
 */
export function QuestionPropertiesTab() {
  const { formId, questionId } = useParams();
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const t = useT();
  const element = form?.props.elements.find((item) => String(item.id) === questionId);
  if (!form) return null;
  if (!element) return <Navigate to={`/editor/${formId ?? 'new'}/builder`} replace />;
  const { id } = element;
  const set = (changes: Partial<Element>, coalesce?: string) =>
    dispatch(edit({ type: 'updateElement', id, changes }, coalesce));

  const keys = propertyKeys(element.type);
  const label = stripHtml(element.label ?? '').trim();
  // The region keeps the tab's name; its heading says what is being edited (no ids up here).
  return (
    <section className="properties" aria-label={t('builder.props.region')}>
      <div className="properties__title">
        <ElementBadge type={element.type} className="properties__icon" />
        <div className="properties__names">
          <h2 className="builder-panel__heading">{t(elementTypeName(element.type))}</h2>
          {label !== '' && <p className="muted properties__subject">{label}</p>}
        </div>
      </div>
      {keys.length === 0 && <p className="muted">{t('builder.props.none')}</p>}
      {keys.map((key) => {
        const Editor = propertyEditors[key];
        const editor = <Editor key={`${element.id}:${key}`} element={element} set={set} formId={form.id} />;
        // An Email question that carries one response per verified e-mail address says so by Required.
        if (key === 'required')
          return [
            editor,
            <VerifiedEmailQuestionNote key={`${element.id}:verified`} formId={form.id} element={element} />,
          ];
        // A choice question's option scores follow its options (docs/product.md, "Logic").
        if (key !== 'options' || !isChoiceQuestion(element)) return editor;
        return [editor, <ScoresEditor key={`${element.id}:scores`} element={element} />];
      })}
      <p className="muted properties__id">{t('builder.props.questionId', { id: String(element.id) })}</p>
    </section>
  );
}
