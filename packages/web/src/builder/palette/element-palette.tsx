import { useCallback, useId, useMemo, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { useAuth } from '../../auth/auth-context';
import { en } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { useEnvironment } from '../../shell/environment-context';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { paletteEntries, paletteGroups } from './palette-entries';
import type { PaletteEntry } from './palette-entries';
import { PaletteItem } from './palette-item';
import { elementTypeLine, elementTypeName, paletteGroupName } from './element-words';
import { SearchField } from '../../ui/search-field';
import './palette.css';

export const NO_MATCH_TEXT = en['builder.palette.noMatch'];

/**
 * docs/product.md §B2, the left menu of element types: a search box, then the
 * types in their groups. Self-contained (it reads the builder's state itself),
 * so the same palette works in the side panel and in a sheet on phones.
 */
export function ElementPalette() {
  const { auth } = useAuth();
  const { capabilities } = useEnvironment();
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const t = useT();
  const [query, setQuery] = useState('');
  const groupId = useId();
  const autoPageBreak = form?.props.autoPageBreak;
  const hasButton = form?.props.elements.some((element) => element.type === 'Button') ?? true;
  // Named and described in the owner's language, so that the search finds what the palette says.
  const entries = useMemo(
    () =>
      paletteEntries({ auth, capabilities, autoPageBreak, hasButton }).map((entry) => ({
        ...entry,
        displayName: t(elementTypeName(entry.type)),
        description: t(elementTypeLine(entry.type)),
      })),
    [auth, capabilities, autoPageBreak, hasButton, t],
  );
  const groups = useMemo(() => paletteGroups(entries, query), [entries, query]);
  const matches = groups.reduce((count, group) => count + group.entries.length, 0);

  const handleAdd = useCallback(
    (entry: PaletteEntry) => dispatch(edit({ type: 'addElement', elementType: entry.type })),
    [dispatch],
  );

  function handleSearchKey(event: KeyboardEvent<HTMLInputElement>) {
    // Escape clears the search (and stays in the box); an empty box lets Escape through.
    if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      event.stopPropagation();
      setQuery('');
    }
  }

  return (
    <section className="palette" aria-labelledby="palette-heading">
      <h2 id="palette-heading" className="builder-panel__heading">
        {t('builder.palette.heading')}
      </h2>
      <p className="muted palette__hint">{t('builder.palette.hint')}</p>
      <SearchField
        label={t('builder.palette.search')}
        placeholder={t('builder.palette.search')}
        className="input-box palette__search"
        value={query}
        onChange={setQuery}
        onKeyDown={handleSearchKey}
        resultText={query === '' ? '' : t('builder.palette.count', { count: matches })}
      />
      {groups.length === 0 && <p className="muted palette__none">{t('builder.palette.noMatch')}</p>}
      {groups.map((group) => {
        const headingId = `${groupId}-${group.name.replace(/\W+/g, '-')}`;
        return (
          <div key={group.name} className="palette__group">
            <h3 id={headingId} className="palette__group-heading">
              {t(paletteGroupName(group.name))}
            </h3>
            <ul className="palette__list" aria-labelledby={headingId}>
              {group.entries.map((entry) => (
                <PaletteItem key={entry.type} entry={entry} onAdd={handleAdd} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}
