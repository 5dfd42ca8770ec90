import { elementNode, elementNodes, focusTarget, idOf } from './dom';
import type { Validator } from './validation';
import { pageWords } from './words';

export interface Pager {
  readonly count: number;
  /** 1-based. */
  current(): number;
  /** Shows page `page` only; with focus, moves focus there and announces it. */
  show(page: number, focus: boolean): void;
  /** Validates the current page and, when it passes, shows the next page that has something to show. */
  next(): void;
  previous(): void;
  /** Shows the page holding element `id` and focuses its control. */
  reveal(id: number): void;
  /** Whether Submit sends from the page shown: the last page, or the one where the path ends. */
  atEnd(): boolean;
  /** The ids of the elements on the pages Submit checks: every page, or those on the path. */
  submittedIds(): number[];
}

/** Where Next and Previous lead when a form's jumps decide it (client/logic.ts). */
export interface Route {
  next(page: number): number | 'end';
  previous(page: number): number;
  path(): readonly number[];
}

const pageNumberOf = (section: Element): number => Number(section.getAttribute('data-page'));

/** Element ids of a page that are not hidden by the rules. */
const shownIds = (section: Element): number[] =>
  elementNodes(section)
    .filter((node) => !node.hidden)
    .map(idOf)
    .filter((id): id is number => id !== null);

function focusFirst(section: HTMLElement): void {
  for (const node of elementNodes(section)) {
    const id = idOf(node);
    const target = node.hidden || id === null ? null : focusTarget(node, id);
    if (target !== null) {
      target.focus();
      return;
    }
  }
  section.setAttribute('tabindex', '-1');
  section.focus();
}

/**
 * Multi-page forms (docs/product.md §B2, "pages after the first are hidden in
 * the renderer until navigated to"; §B4 page break style). The renderer draws
 * every page as section.fb-page[data-page]; this shows one at a time. Next
 * validates the page first. A page whose every element the rules hide (or an
 * empty page, docs/product.md §B4) is skipped; the last page, which holds Submit, is
 * always reachable. `shown` hears of every page shown (the progress beacons). With a
 * `route` (a form with jumps, docs/product.md "Logic"), Next and Previous go where it says,
 * the page where the path ends submits, and Submit checks only the pages on the path.
 */
export function createPager(
  form: HTMLFormElement,
  validator: Validator,
  announce: (text: string) => void,
  shown: (page: number) => void = () => undefined,
  route: Route | null = null,
): Pager {
  const sections = [...form.querySelectorAll<HTMLElement>('section.fb-page[data-page]')];
  const count = sections.length;
  let current = 1;
  const sectionOf = (page: number): HTMLElement | undefined =>
    sections.find((section) => pageNumberOf(section) === page);
  const skipped = (page: number): boolean => {
    const section = sectionOf(page);
    return section === undefined || shownIds(section).length === 0;
  };

  const show = (page: number, focus: boolean): void => {
    current = page;
    for (const section of sections) section.hidden = pageNumberOf(section) !== page;
    const section = sectionOf(page);
    shown(page);
    if (!focus || section === undefined) return;
    focusFirst(section);
    // With jumps, the step along the path (client/logic.ts wrote it on the page).
    const step = route === null ? null : section.querySelector('.fb-progress p')?.textContent;
    announce(step ?? pageWords().t('page.page', { page, count }));
  };

  return {
    count,
    current: () => current,
    show,
    next() {
      const section = sectionOf(current);
      const invalid = section === undefined ? [] : validator.check(shownIds(section));
      const first = invalid[0];
      if (first !== undefined) {
        const node = elementNode(form, first);
        if (node !== null) focusTarget(node, first)?.focus();
        return;
      }
      if (route !== null) {
        const next = route.next(current);
        if (next !== 'end') show(next, true);
        return;
      }
      let target = current + 1;
      while (target < count && skipped(target)) target += 1;
      if (target <= count) show(target, true);
    },
    previous() {
      if (route !== null) {
        show(route.previous(current), true);
        return;
      }
      let target = current - 1;
      while (target > 1 && skipped(target)) target -= 1;
      if (target >= 1) show(target, true);
    },
    reveal(id) {
      const node = elementNode(form, id);
      const section = node?.closest('section.fb-page[data-page]');
      if (node === null || section === null || section === undefined) return;
      if (pageNumberOf(section) !== current) show(pageNumberOf(section), false);
      focusTarget(node, id)?.focus();
    },
    atEnd: () => current >= count || (route !== null && route.next(current) === 'end'),
    submittedIds() {
      const path = route?.path();
      return sections
        .filter((section) => path === undefined || path.includes(pageNumberOf(section)))
        .flatMap((section) => elementNodes(section).map(idOf))
        .filter((id): id is number => id !== null);
    },
  };
}
