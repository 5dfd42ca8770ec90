import { getElementDefinition } from '@formbuilder/core';
import { useLayoutEffect, useRef } from 'react';
import { NavLink, useLocation, useMatch } from 'react-router';
import { useT } from '../i18n/i18n-context';
import { elementTypeName } from './palette/element-words';
import { useBuilderState } from './state/builder-context';
import { isEvaluated } from './state/selectors';

/**
 * A tab's name: the first words show, the rest (' Properties', ' Page') is read
 * out only, so that the tabs fit one row of a narrow panel while their names
 * stay the product's. The catalogue marks the part read out only as <hidden>.
 */
function TabName({ id }: { id: TabNameId }) {
  const t = useT();
  return t.rich(id, { hidden: (chunks) => <span className="visually-hidden">{chunks}</span> });
}

type TabNameId =
  'builder.tabs.formProperties' | 'builder.tabs.thankYou' | 'builder.tabs.results' | 'builder.tabs.question';

/**
 * Each tab opens at its top: a new tab (or another question's properties)
 * resets the scroll of the panel the tabs head and of its body, and brings
 * the active tab into the tab row's view when the row scrolls sideways.
 */
function useTabsOpenAtTop(pathname: string) {
  const nav = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const row = nav.current;
    const panel = row?.parentElement;
    if (!row || !panel) return;
    panel.scrollTop = 0;
    for (const part of panel.children) if (part !== row) part.scrollTop = 0;
    const active = row.querySelector<HTMLElement>('a.active');
    if (
      active &&
      (active.offsetLeft < row.scrollLeft || active.offsetLeft + active.offsetWidth > row.scrollLeft + row.clientWidth)
    ) {
      row.scrollLeft = active.offsetLeft - row.offsetLeft;
    }
  }, [pathname]);
  return nav;
}

/**
 * docs/product.md §B2, the top tabs: Elements, Form Properties and the
 * post-submission tab ('Thank You Page', or 'Results Page' for 'Evaluate
 * Form'); an open question's properties are an extra tab. One row, which
 * scrolls sideways when even the short names do not fit.
 */
export function BuilderTabs({ formPath }: { formPath: string }) {
  const { form } = useBuilderState();
  const t = useT();
  const question = useMatch('/editor/:formId/builder/question/:questionId/properties');
  const nav = useTabsOpenAtTop(useLocation().pathname);
  const questionId = question?.params.questionId;
  const element = form?.props.elements.find((item) => String(item.id) === questionId);
  const base = `${formPath}builder`;
  return (
    <nav ref={nav} className="builder-tabs" aria-label={t('builder.tabs.label')}>
      <NavLink to={base} end>
        {t('builder.tabs.elements')}
      </NavLink>
      <NavLink to={`${base}/properties`}>
        <TabName id="builder.tabs.formProperties" />
      </NavLink>
      <NavLink to={`${base}/postsubmission`}>
        <TabName id={isEvaluated(form) ? 'builder.tabs.results' : 'builder.tabs.thankYou'} />
      </NavLink>
      <NavLink to={`${base}/integrations`}>{t('builder.tabs.integrations')}</NavLink>
      {element && (
        <NavLink
          to={`${base}/question/${element.id}/properties`}
          title={getElementDefinition(element.type) ? t(elementTypeName(element.type)) : undefined}
        >
          <TabName id="builder.tabs.question" />
        </NavLink>
      )}
    </nav>
  );
}
