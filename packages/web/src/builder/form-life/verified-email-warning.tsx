import {
  stripHtml,
  verifiedEmailQuestionState,
  type Availability,
  type Element,
  type VerifiedEmailQuestionState,
} from '@formbuilder/core';
import { useT } from '../../i18n/i18n-context';
import { useAvailability } from './form-life-api';

// docs/product.md, "A form's life": one response per verified e-mail address names a required
// Email question. Deleted or made optional in the draft, it leaves the check unable to work, and
// the server refuses to publish the form so: the builder says so where the check was chosen and on
// the question itself, before the owner presses Publish.

/** The saved check's question and where it stands in the draft as edited; null when no question is used. */
export function verifiedQuestion(
  settings: Availability['settings'],
  elements: readonly Element[],
): { id: number; state: VerifiedEmailQuestionState } | null {
  const id = settings.oneResponseEmailQuestion;
  if (!settings.oneResponsePerVisitor || settings.oneResponseCheck !== 'verified-email' || id === null) return null;
  return { id, state: verifiedEmailQuestionState(elements, id) };
}

/** In the Availability group: the saved check's question is gone or optional. */
export function VerifiedEmailWarning({
  settings,
  elements,
}: {
  settings: Availability['settings'];
  elements: readonly Element[];
}) {
  const t = useT();
  const question = verifiedQuestion(settings, elements);
  if (question === null || question.state === 'fine') return null;
  const element = elements.find((item) => item.id === question.id);
  const label = stripHtml(typeof element?.label === 'string' ? element.label : '').trim() || `#${question.id}`;
  return (
    <p className="warning-box">
      {question.state === 'missing'
        ? t('builder.life.checkQuestionGone')
        : t('builder.life.checkQuestionNowOptional', { label })}
    </p>
  );
}

/** In an Email question's properties: it carries the verified address, so it must stay required. */
export function VerifiedEmailQuestionNote({ formId, element }: { formId: number | null; element: Element }) {
  const t = useT();
  const availability = useAvailability(formId ?? 0, formId !== null && element.type === 'Email');
  if (!availability.data) return null;
  const question = verifiedQuestion(availability.data.settings, [element]);
  if (question?.id !== element.id) return null;
  return question.state === 'fine' ? (
    <p className="prop-field__hint">{t('builder.life.questionCarriesAddress')}</p>
  ) : (
    <p className="warning-box">{t('builder.life.questionNowOptional')}</p>
  );
}
