import { getElementDefinition } from '@formbuilder/core';
import { NavLink, useMatch } from 'react-router';
import { useBuilderState } from './state/builder-context';
import { postSubmissionLabel } from './state/selectors';

/**
 * spec: builder §2, the top tabs: Elements, Form Properties and the
 * post-submission tab ('Thank You Page', or 'Results Page' for 'Evaluate
 * Form'); an open question's properties are an extra tab.
 */
export function BuilderTabs({ formPath }: { formPath: string }) {
  const { form } = useBuilderState();
  const question = useMatch('/editor/:formId/builder/question/:questionId/properties');
  const questionId = question?.params.questionId;
  const element = form?.props.elements.find((item) => String(item.id) === questionId);
  const base = `${formPath}builder`;
  return (
    <nav className="builder-tabs" aria-label="Builder">
      <NavLink to={base} end>
        Elements
      </NavLink>
      <NavLink to={`${base}/properties`}>Form Properties</NavLink>
      <NavLink to={`${base}/postsubmission`}>{postSubmissionLabel(form)}</NavLink>
      <NavLink to={`${base}/integrations`}>Integrations</NavLink>
      {element && (
        <NavLink to={`${base}/question/${element.id}/properties`} title={getElementDefinition(element.type)?.displayName}>
          Question Properties
        </NavLink>
      )}
    </nav>
  );
}
