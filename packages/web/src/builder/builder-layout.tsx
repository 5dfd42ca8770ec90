import { useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useMatch, useNavigate, useParams } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { editorBaseOf, useRouterLocation } from '../ui/use-router-location';
import { PostSubmissionPage } from '../postsubmission/post-submission-page';
import { BuilderTabs } from './builder-tabs';
import { BuilderDnd } from './dnd/builder-dnd';
import { Icon } from './icons';
import { BuilderStage } from './stage/builder-stage';
import './builder.css';

/** Below this width the panel is a bottom sheet over the form. */
const PHONE_QUERY = '(max-width: 800px)';

/** The phone query, where the window can answer it (a browser; not a DOM without layout). */
const phoneQuery = (): MediaQueryList | null =>
  typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null;

function subscribePhone(onChange: () => void): () => void {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Whether the builder is drawn for a phone; follows the window as it is resized. */
function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribePhone,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );
}

/** Navigation state of the stage showing an element it just added: a phone keeps its sheet closed. */
export interface AddedNavigation {
  added: true;
}

const isAddedNavigation = (state: unknown): state is AddedNavigation =>
  typeof state === 'object' && state !== null && 'added' in state;

/**
 * docs/product.md §B2, the builder: a left panel (element types, form and
 * question properties, the post-submission settings) beside the stage. The
 * post-submission tab shows its page instead of the form. On a phone
 * the form comes first and the panel is a bottom sheet, opened by 'Add element'
 * or by choosing a question, closed by 'Close' or Escape, and after an element
 * is added (so the new question shows). It starts closed whenever the phone layout
 * begins, so the form and the notices above it come first.
 */
export function BuilderLayout() {
  const formPath = `/editor/${useParams().formId ?? 'new'}/`;
  const postSubmission = useMatch('/editor/:formId/builder/postsubmission');
  const phone = usePhoneLayout();
  const location = useLocation();
  const currentLocation = useRouterLocation();
  const navigate = useNavigate();
  const t = useT();
  const [sheetOpen, setSheetOpen] = useState(false);
  // Whether the sheet has moved since the phone layout began: until then it is closed and does
  // not slide, so nothing passes over the form or the notices above it (the offer to restore
  // unsaved changes) when a window is narrowed or a tablet turned.
  const [sheetMoved, setSheetMoved] = useState(false);
  const moveSheet = (open: boolean) => {
    setSheetOpen(open);
    setSheetMoved(true);
  };
  const [seenKey, setSeenKey] = useState(location.key);
  // Choosing a question opens the sheet on its properties; the stage's own 'added' navigation
  // closes it, so the new question shows; the sheet's own tabs keep it as it is.
  if (location.key !== seenKey) {
    setSeenKey(location.key);
    if (isAddedNavigation(location.state)) moveSheet(false);
    else if (location.pathname.includes('/builder/question/') || location.pathname.endsWith('/builder/design'))
      moveSheet(true);
  }
  const [seenPhone, setSeenPhone] = useState(phone);
  if (phone !== seenPhone) {
    setSeenPhone(phone);
    setSheetOpen(false);
    setSheetMoved(false);
  }

  useEffect(() => {
    if (!phone || !sheetOpen) return;
    function handleKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setSheetOpen(false);
      setSheetMoved(true);
    }
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [phone, sheetOpen]);

  function handleAddElement() {
    moveSheet(true);
    const { pathname } = currentLocation();
    const list = `${editorBaseOf(pathname) ?? formPath}builder`;
    if (pathname !== list) void navigate(list);
  }

  const sheet = phone ? (sheetOpen ? 'open' : sheetMoved ? 'closed' : 'hidden') : undefined;
  return (
    <BuilderDnd>
      <div className="builder">
        <aside className="builder-panel" data-sheet={sheet} aria-label={phone ? t('builder.layout.panel') : undefined}>
          {phone && (
            <button
              type="button"
              className="builder-sheet__close icon-button"
              aria-label={t('builder.layout.closePanel')}
              onClick={() => moveSheet(false)}
            >
              <Icon name="close" />
            </button>
          )}
          <BuilderTabs formPath={formPath} />
          <div className="builder-panel__body">
            <Outlet />
          </div>
        </aside>
        <div className="builder-main">
          {postSubmission ? <PostSubmissionPage /> : <BuilderStage formPath={formPath} />}
        </div>
        {phone && !sheetOpen && (
          <button type="button" className="button button--primary builder-sheet__open" onClick={handleAddElement}>
            {t('builder.layout.addElement')}
          </button>
        )}
      </div>
    </BuilderDnd>
  );
}
