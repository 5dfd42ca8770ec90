import { useCallback, useMemo } from 'react';
import { useAuth } from '../../auth/auth-context';
import { useEnvironment } from '../../shell/environment-context';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import { paletteEntries } from './palette-entries';
import type { PaletteEntry } from './palette-entries';
import { PaletteItem } from './palette-item';
import './palette.css';

/** spec: builder §2, the left menu of element types. */
export function ElementPalette() {
  const { auth } = useAuth();
  const { capabilities } = useEnvironment();
  const { form } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const autoPageBreak = form?.props.autoPageBreak;
  const entries = useMemo(() => paletteEntries({ auth, capabilities, autoPageBreak }), [auth, capabilities, autoPageBreak]);

  const handleAdd = useCallback((entry: PaletteEntry) => dispatch(edit({ type: 'addElement', elementType: entry.type })), [dispatch]);

  return (
    <section className="palette" aria-labelledby="palette-heading">
      <h2 id="palette-heading" className="builder-panel__heading">
        Elements
      </h2>
      <p className="muted palette__hint">Drag an element onto the form, or press Enter to add it before the submit button.</p>
      <ul className="palette__list">
        {entries.map((entry) => (
          <PaletteItem key={entry.type} entry={entry} onAdd={handleAdd} />
        ))}
      </ul>
    </section>
  );
}
