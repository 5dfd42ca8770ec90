import { useDroppable } from '@dnd-kit/core';
import { autoPageBreakPerPage, pageMarkers } from '@formbuilder/core';
import type { Rule } from '@formbuilder/core';
import { gleamCss, ThemeBrand, themeStyle } from '@formbuilder/renderer';
import { useEffect, useMemo, useRef } from 'react';
import type { RefObject } from 'react';
import type { CSSProperties } from 'react';
import { useMatch } from 'react-router';
import { useAuth } from '../../auth/auth-context';
import { useT } from '../../i18n/i18n-context';
import type { Translate } from '../../i18n/translate';
import { useDndStores } from '../dnd/builder-dnd';
import { STAGE_DROP_ID } from '../dnd/drag-data';
import { elementNameIn, elementTypeName } from '../palette/element-words';
import { useBuilderDispatch, useBuilderState } from '../state/builder-context';
import { edit } from '../state/builder-state';
import type { AddedElement } from '../state/builder-state';
import { isFreePlan, useLockedElementTypes, usePageBreakAllowed } from './stage-permissions';
import { AddPagePlaceholder, BrandingFooter } from './stage-footer';
import { STAGE_KEYS_HINT_ID, StageItem } from './stage-item';
import { StageTitle } from './stage-title';
import { useStageActions } from './use-stage-actions';
import type { StageActions } from './use-stage-actions';
import { useStageDatasets } from './use-stage-datasets';
import { StageThemeStyles } from '../design/stage-theme-styles';
import './stage.css';

/** docs/product.md §B2, the stage: the form drawn by the renderer, sortable by drag and drop. */
export function BuilderStage({ formPath }: { formPath: string }) {
  const { form, added } = useBuilderState();
  const dispatch = useBuilderDispatch();
  const t = useT();
  const { auth } = useAuth();
  const { insertion, elements: elementsStore } = useDndStores();
  const question = useMatch('/editor/:formId/builder/question/:questionId/properties');
  const openQuestionId = question ? Number(question.params.questionId) : null;
  const actions = useStageActions(formPath, openQuestionId);
  const listRef = useRef<HTMLOListElement>(null);
  useShowAdded(added, actions, listRef);
  const { setNodeRef, isOver } = useDroppable({ id: STAGE_DROP_ID });
  const pageBreakAllowed = usePageBreakAllowed();
  const elements = useMemo(() => form?.props.elements ?? [], [form]);
  useEffect(() => {
    elementsStore.set(elements);
  }, [elementsStore, elements]);
  const autoPageBreak = form?.props.autoPageBreak;
  const autoBreaking = autoPageBreakPerPage(autoPageBreak) !== null;
  // docs/product.md §B4, page navigation drawn where the live page puts it; one pass per change, not per element.
  const markers = useMemo(() => pageMarkers(elements, autoPageBreak), [elements, autoPageBreak]);
  const datasets = useStageDatasets(elements);
  const rules = form?.props.rules;
  const ruleOf = useMemo(() => rulesByElement(rules ?? []), [rules]);
  // Questions of element types the role does not include are marked: they keep the form from saving.
  const locked = useLockedElementTypes(elements);
  const lockedIds = useMemo(() => new Set(locked.flatMap((entry) => entry.ids)), [locked]);
  const style = themeStyle(form?.props.design) as CSSProperties;
  if (!form) return null;

  return (
    <section className={`stage${isOver ? ' stage--over' : ''}`} aria-label={t('builder.stage.label')}>
      <style href="formbuilder-gleam" precedence="default">
        {gleamCss}
      </style>
      <StageThemeStyles props={form.props} />
      <div ref={setNodeRef} className="fb-form stage__form" data-mode="builder" style={style}>
        <ThemeBrand design={form.props.design} />
        <StageTitle title={form.title} />
        <p id={STAGE_KEYS_HINT_ID} className="stage__keys">
          {t('builder.stage.keys')}
        </p>
        <ol ref={listRef} className="stage__list" aria-label={t('builder.stage.elements')}>
          {elements.map((element, index) => (
            <StageItem
              key={element.id}
              element={element}
              isFirst={index === 0}
              isLast={index === elements.length - 1}
              selected={element.id === openQuestionId}
              pageAt={markers.at.get(element.id)}
              pageAfter={markers.after.get(element.id)}
              breakIgnored={autoBreaking && element.type === 'PageBreak'}
              actions={actions}
              insertion={insertion}
              datasets={datasets}
              ruleId={ruleOf.get(element.id)}
              locked={lockedIds.has(element.id)}
            />
          ))}
        </ol>
        {/* Each added element is said by name, beside where it landed. */}
        <p className="visually-hidden" role="status">
          {added && addedWords(t, added)}
        </p>
        {elements.length === 0 && <p className="stage__empty">{t('builder.stage.empty')}</p>}
        {/* docs/product.md §B4, hidden while auto page break is on */}
        {!autoBreaking && pageBreakAllowed && (
          <AddPagePlaceholder onAddPage={() => dispatch(edit({ type: 'addElement', elementType: 'PageBreak' }))} />
        )}
        {isFreePlan(auth) && <BrandingFooter />}
      </div>
    </section>
  );
}

/**
 * An element just added is selected with its properties open (the item scrolls to
 * it) and takes the keyboard focus, since the palette item that added it has gone.
 */
function useShowAdded(
  added: AddedElement | null,
  actions: StageActions,
  list: RefObject<HTMLOListElement | null>,
): void {
  // What was added before this stage was drawn (another tab, say) is not shown again.
  const shown = useRef(added);
  useEffect(() => {
    if (!added || shown.current === added) return;
    shown.current = added;
    actions.showAdded(added.id);
    list.current?.querySelector<HTMLElement>(`[data-element-id="${added.id}"]`)?.focus({ preventScroll: true });
  }, [added, actions, list]);
}

/** Says an element just added by its type and the question before it: "Separator added after 'Name'". */
function addedWords(t: Translate, added: AddedElement): string {
  const name = t(elementTypeName(added.type));
  return added.after === null
    ? t('builder.stage.addedTop', { name })
    : t('builder.stage.addedAfter', { name, previous: elementNameIn(t, added.after) });
}

/** The first rule that shows, hides or listens to each element, for its badge. */
function rulesByElement(rules: readonly Rule[]): Map<number, number> {
  const byElement = new Map<number, number>();
  for (const rule of rules) {
    if (rule.delete === true) continue;
    for (const field of [rule.then.field, rule.if.field]) {
      if (typeof field === 'number' && !byElement.has(field)) byElement.set(field, rule.id);
    }
  }
  return byElement;
}
