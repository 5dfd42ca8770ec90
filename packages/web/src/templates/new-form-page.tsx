import { Link } from 'react-router';
import { FORM_LIMIT_MESSAGE } from '../forms/form-limit';
import { useFormLimit } from '../forms/use-form-limit';
import { PageTitle } from '../shell/page-title';
import { FROM_SCRATCH } from './template-picker-state';
import './new-form.css';

interface Choice {
  to: string;
  label: string;
  description: string;
  icon: string;
  /** Location state: the from-scratch choice must not open the template picker again. */
  state?: typeof FROM_SCRATCH;
}

// docs/product.md §B2, the 'Create a new form' dialog.
const CHOICES: Choice[] = [
  {
    to: '/editor/new/template',
    label: 'USE A TEMPLATE',
    description: 'Start from a ready-made form and adapt it.',
    icon: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  },
  {
    to: '/editor/new/builder',
    state: FROM_SCRATCH,
    label: 'CREATE FROM SCRATCH',
    description: 'Start with an empty form and add your own questions.',
    icon: 'M12 5v14M5 12h14',
  },
];

/** /editor/new: choose a template or an empty form; a back link goes to /forms. */
export function NewFormPage() {
  const limit = useFormLimit();
  const blocked = limit === 'reached';

  return (
    <div className="new-form-page">
      <PageTitle title="Create a new form" />
      <section className="new-form" aria-labelledby="new-form-heading">
        <Link to="/forms" className="back-link">
          <span aria-hidden="true">←</span> Back to forms
        </Link>
        <h1 id="new-form-heading">Create a new form</h1>
        {blocked && (
          <p className="form-alert" role="alert">
            {FORM_LIMIT_MESSAGE}
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
      <span className="new-form__label">{choice.label}</span>
      <span className="new-form__description">{choice.description}</span>
    </>
  );
}
