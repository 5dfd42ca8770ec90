import { CalculationsSection } from './calculations-section';
import { EndingsSection } from './endings-section';
import { JumpsSection } from './jumps-section';
import { LogicMap } from './logic-map';
import { useLogicEditor } from './use-logic';
import { ValuesSection } from './values-section';
import '../rules/rules.css';
import './logic.css';

/**
 * /editor/{formId}/logic (docs/product.md, "Logic"): the map of pages and endings, then the
 * jumps, values, calculations and endings, each saved with the form as `props.logic` through
 * the builder's updateProps edit (autosave). Warnings from core's logicWarnings come first.
 */
export function LogicPage() {
  const editor = useLogicEditor();
  if (!editor) return null;
  const { warnings, t } = editor;
  return (
    <div className="editor-panel-page logic-page rules-page">
      <div className="rules-page__header">
        <div>
          <h2>{t('logic.title')}</h2>
          <p className="muted">{t('logic.intro')}</p>
        </div>
      </div>
      {warnings.length > 0 && (
        <section className="logic-warnings" aria-labelledby="logic-warnings">
          <h3 id="logic-warnings">{t('logic.warnings')}</h3>
          <ul>
            {warnings.map((warning, index) => (
              // Two warnings may say the same about different items.
              <li key={`${String(index)}:${warning.message}`}>{warning.message}</li>
            ))}
          </ul>
        </section>
      )}
      <LogicMap editor={editor} />
      <JumpsSection editor={editor} />
      <ValuesSection editor={editor} />
      <CalculationsSection editor={editor} />
      <EndingsSection editor={editor} />
    </div>
  );
}
