import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, useMatch } from 'react-router';
import { publication } from '../builder/state/selectors';
import { PublicationPill } from '../ui/publication-pill';
import { useT } from '../i18n/i18n-context';
import { EditorActions } from './editor-actions';
import type { EditorController } from './use-editor';

// Shown after a publish only: its code (and the share panel's) loads then.
const LivePanel = lazy(() => import('../share/live-panel').then((module) => ({ default: module.LivePanel })));

interface EditorHeaderProps {
  editor: EditorController;
  formPath: string;
}

/**
 * docs/product.md §B2, a back link to /forms, the editor's sections and the form's actions;
 * and the form's state beside its title and 'Your form is live' after a publish.
 */
export function EditorHeader({ editor, formPath }: EditorHeaderProps) {
  const t = useT();
  const { form, published, unavailable } = editor.state;
  const [live, setLive] = useState(false);
  const designing = useMatch('/editor/:formId/builder/design') !== null;
  const title = unavailable ? t('editor.notFound') : form?.title.trim() || t('editor.untitled');
  return (
    <header className="editor-header">
      <Link to="/forms" className="editor-header__back" aria-label={t('editor.back')} title={t('editor.back')}>
        <span aria-hidden="true">←</span> <span className="editor-header__back-text">{t('editor.backShort')}</span>
      </Link>
      <h1 className="editor-header__title" title={title}>
        {title}
      </h1>
      {form && <PublicationPill publication={publication(form, published)} />}
      {/* A form that is not there has no sections to open (docs/product.md §B8). */}
      {!unavailable && (
        <nav className="editor-sections" aria-label={t('editor.sections')}>
          {/* The Design panel sits in the builder's layout, beside the stage, but is a section of its own. */}
          <NavLink
            to={`${formPath}builder`}
            className={({ isActive }) => (isActive && !designing ? 'active' : undefined)}
            aria-current={designing ? false : 'page'}
          >
            {t('editor.section.builder')}
          </NavLink>
          <NavLink to={`${formPath}rules`}>{t('editor.section.rules')}</NavLink>
          <NavLink to={`${formPath}logic`}>{t('editor.section.logic')}</NavLink>
          <NavLink to={`${formPath}languages`}>{t('editor.section.languages')}</NavLink>
          <NavLink to={`${formPath}share`}>{t('editor.section.share')}</NavLink>
          <NavLink to={`${formPath}builder/design`}>{t('editor.section.design')}</NavLink>
        </nav>
      )}
      {form && <EditorActions editor={editor} formPath={formPath} onPublished={() => setLive(true)} />}
      {live && form?.id != null && form.uuid && (
        <Suspense fallback={null}>
          <LivePanel
            form={{
              id: form.id,
              uuid: form.uuid,
              title: form.title,
              published_version: published?.version ?? null,
              private: form.private === 1,
            }}
            sharePath={`${formPath}share`}
            onClose={() => setLive(false)}
          />
        </Suspense>
      )}
    </header>
  );
}
