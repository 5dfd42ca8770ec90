import { Link, NavLink } from 'react-router';
import { EditorActions } from './editor-actions';
import type { EditorController } from './use-editor';

interface EditorHeaderProps {
  editor: EditorController;
  formPath: string;
}

/** spec: builder §2, a back link to /forms, the editor's sections and the form's actions. */
export function EditorHeader({ editor, formPath }: EditorHeaderProps) {
  const { form, unavailable } = editor.state;
  const title = unavailable ? 'Form not found' : form?.title.trim() || 'Untitled Form';
  return (
    <header className="editor-header">
      <Link to="/forms" className="editor-header__back" aria-label="Back to Forms">
        <span aria-hidden="true">←</span> Forms
      </Link>
      <h1 className="editor-header__title" title={title}>
        {title}
      </h1>
      {/* A form that is not there has no sections to open (builder §8). */}
      {!unavailable && (
        <nav className="editor-sections" aria-label="Editor">
          <NavLink to={`${formPath}builder`}>Builder</NavLink>
          <NavLink to={`${formPath}rules`}>Rules</NavLink>
          <NavLink to={`${formPath}share`}>Share</NavLink>
        </nav>
      )}
      {form && <EditorActions editor={editor} formPath={formPath} />}
    </header>
  );
}
