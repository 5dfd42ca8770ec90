import { FILE_KINDS, acceptEntries, acceptKinds, acceptOfKinds, acceptWords, pageWords } from '@formbuilder/core';
import { useId } from 'react';
import { useLocale, useT } from '../../../i18n/i18n-context';
import { CheckboxProperty } from '../../fields/property-fields';
import type { PropertyEditorProps } from './editor-props';
import { textOf } from './editor-props';

// docs/product.md "Files before upload": the kinds of file a File question takes, as ticks. None
// ticked leaves `accept` empty: every type the server takes. Entries written another way (by the
// API, e.g. 'image/png') that make no whole kind are kept as they are and named under the boxes,
// with a way to remove them (a list saved before it was checked may hold one the server refuses).

/** The entries of a list that make no whole kind on their own. */
function otherEntries(accept: string): string[] {
  return acceptEntries(accept).filter((entry) => acceptKinds(entry).length === 0);
}

export function AcceptEditor({ element, set }: PropertyEditorProps) {
  const hintId = useId();
  const t = useT();
  // The kinds' names in the app's language, from the visitor page's catalogues (core).
  const { language } = useLocale();
  const accept = textOf(element.accept);
  const ticked = new Set<string>(acceptKinds(accept).map((kind) => kind.key));
  const others = otherEntries(accept);

  const write = (keys: ReadonlySet<string>, kept: readonly string[]) =>
    set({ accept: [acceptOfKinds(keys), ...kept].filter((part) => part !== '').join(',') });

  function toggle(key: string, checked: boolean) {
    const keys = new Set(ticked);
    if (checked) keys.add(key);
    else keys.delete(key);
    write(keys, others);
  }

  return (
    <fieldset className="prop-group accept-editor" aria-describedby={hintId}>
      <legend>{t('builder.props.accept')}</legend>
      <p className="prop-field__hint" id={hintId}>
        {ticked.size === 0 && others.length === 0
          ? t('builder.props.acceptAny')
          : t('builder.props.acceptSome', { kinds: acceptWords(accept, pageWords(language)) })}
      </p>
      {FILE_KINDS.map((kind) => (
        <CheckboxProperty
          key={kind.key}
          label={kind.label}
          checked={ticked.has(kind.key)}
          onCheckedChange={(checked) => toggle(kind.key, checked)}
        />
      ))}
      {others.length > 0 && (
        <p className="prop-field__hint">
          {t('builder.props.acceptOthers', { entries: others.join(', ') })}{' '}
          <button type="button" className="link-button" onClick={() => write(ticked, [])}>
            {t('builder.props.acceptRemoveOthers')}
          </button>
        </p>
      )}
    </fieldset>
  );
}
