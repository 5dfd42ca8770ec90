import { getElementDefinition } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { Navigate, useParams } from 'react-router';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { propertyEditors } from './editors';
import { propertyKeys } from './property-plan';

/**
 * /editor/{formId}/builder/question/{questionId}/properties (spec: builder
 * §2): the element's properties, as core's registry describes its type. A
 * question that no longer exists (deleted, undone) returns to the list.
 */
export function QuestionPropertiesTab() {
  const { formId, questionId } = useParams();
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const element = form?.props.elements.find((item) => String(item.id) === questionId);
  if (!form) return null;
  if (!element) return <Navigate to={`/editor/${formId ?? 'new'}/builder`} replace />;
  const { id } = element;
  const set = (changes: Partial<Element>, coalesce?: string) => dispatch(edit({ type: 'updateElement', id, changes }, coalesce));

  const keys = propertyKeys(element.type);
  return (
    <section className="properties" aria-labelledby="question-properties-heading">
      <div>
        <h2 id="question-properties-heading" className="builder-panel__heading">
          Question Properties
        </h2>
        <p className="muted properties__subject">
          {getElementDefinition(element.type).displayName} · id {element.id}
        </p>
      </div>
      {keys.length === 0 && <p className="muted">This element has no properties.</p>}
      {keys.map((key) => {
        const Editor = propertyEditors[key];
        return <Editor key={`${element.id}:${key}`} element={element} set={set} formId={form.id} />;
      })}
    </section>
  );
}
