import { LANGUAGE_PARAM } from '@formbuilder/core';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useT } from '../../i18n/i18n-context';
import { LanguageList } from './language-list';
import { TranslationView } from './translation-view';
import { useLanguagesEditor } from './use-languages';
import '../fields/fields.css';
import '../../rules/rules.css';
import './languages.css';

/** The address parameter naming the language whose translations show: `?language=fr`. */
const SHOWN_PARAM = 'language';

/**
 * /editor/{formId}/languages (docs/product.md, "Translating a form"): the form's default language,
 * its other languages with their missing translations, and one language's translations beside
 * the default language's texts. Every change is a builder edit of props.languages, saved with the
 * draft.
 */
export function LanguagesPage() {
  const editor = useLanguagesEditor();
  const t = useT();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const formId = useParams().formId ?? 'new';
  if (!editor) return null;
  const { more } = editor.languages;
  const asked = search.get(SHOWN_PARAM);
  const shown = asked !== null && more.includes(asked) ? asked : (more[0] ?? null);
  const linkTo = (code: string) => `?${SHOWN_PARAM}=${encodeURIComponent(code)}`;
  const previewPath =
    editor.form.id === null || shown === null
      ? null
      : `/editor/${encodeURIComponent(formId)}/preview?${LANGUAGE_PARAM}=${encodeURIComponent(shown)}`;

  return (
    <div className="editor-panel-page languages-page rules-page">
      <div className="rules-page__header">
        <div>
          <h2>{t('builder.languages.heading')}</h2>
          <p className="muted">{t('builder.languages.intro')}</p>
        </div>
      </div>
      <LanguageList
        editor={editor}
        selected={shown}
        linkTo={linkTo}
        onAdded={(code) => void navigate(linkTo(code), { replace: true })}
      />
      {shown !== null && <TranslationView editor={editor} language={shown} previewPath={previewPath} />}
    </div>
  );
}
