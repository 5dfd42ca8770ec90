import { Link } from 'react-router';
import { useFormLimit } from '../forms/use-form-limit';
import type { OwnerMessageId } from '../i18n/en';
import { useT } from '../i18n/i18n-context';
import { PageTitle } from '../shell/page-title';
import { FROM_SCRATCH } from './template-picker-state';
import './new-form.css';

interface Choice {
  to: string;
  label: OwnerMessageId;
  description: OwnerMessageId;
  icon: string;
  /** Location state: the from-scratch choice must not open the template picker again. */
  state?: typeof FROM_SCRATCH;
}

// docs/product.md §B2, the 'Create a new form' dialog.
const CHOICES: Choice[] = [
  {
    to: '/editor/new/template',
    label: 'templates.useTemplate',
    description: 'templates.useTemplateText',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  },
  {
    to: '/editor/new/builder',
    state: FROM_SCRATCH,
    label: 'templates.scratch',
    description: 'templates.scratchText',
    icon: 'M12 5v14M5 12h14',
  },
];

/** /editor/new: choose a template or an empty form; a back link goes to /forms. */
export function NewFormPage() {
  const t = useT();
  const limit = useFormLimit();
  const blocked = limit === 'reached';

  return (
    <div className="new-form-page">
      <PageTitle title={t('templates.newTitle')} />
      <section className="new-form" aria-labelledby="new-form-heading">
        <Link to="/forms" className="back-link">
          <span aria-hidden="true">←</span> {t('templates.backToForms')}
        </Link>
        <h1 id="new-form-heading">{t('templates.newTitle')}</h1>
        {blocked && (
          <p className="form-alert" role="alert">
            {t('forms.limit')}
          </p>
        )}
        <ul className="new-form__choices">
          {CHOICES.map((choice) => (
            <li key={choice.to}>
              {blocked ? (
                <a role="link" aria-disabled="true" className="new-form__choice">
                  <ChoiceContent choice={choice} />
                </a>
              ) : (
                <Link to={choice.to} state={choice.state} className="new-form__choice">
                  <ChoiceContent choice={choice} />
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}

function ChoiceContent({ choice }: { choice: Choice }) {
  const t = useT();
  return (
    <>
      <svg className="new-form__icon" viewBox="0 0 24 24" width="40" height="40" aria-hidden="true">
        <path
          d={choice.icon}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className="new-form__label">{t(choice.label)}</span>
      <span className="new-form__description">{t(choice.description)}</span>
    </>
  );
}
