import {
  PAGE_FIELD,
  PARAMS_FIELD,
  activeRules,
  hasJumps,
  partialSettingsOf,
  splitPages,
  stepsOnServerWithLogic,
  unsettledTargets,
  type Answers,
  type Element,
  type FormProps,
  type PageWords,
} from '@formbuilder/core';
import { Fragment, type CSSProperties, type FormEventHandler, type ReactNode } from 'react';
import { ElementView } from './element-view';
import { PageNav } from './page-nav';
import { KeptFilesContext, PartialBar } from './partial';
import { logicView, RecallContext } from './recall';
import { StepProgress } from './step-progress';
import { themeStyle } from './theme';
import { ThemeBrand } from './theme-brand';
import type { ChangeHandler, Datasets, PartialView, RenderMode } from './types';
import { useWords, WordsContext } from './words';

export interface FormViewProps {
  readonly form: { readonly title: string; readonly props: FormProps };
  readonly mode: RenderMode;
  /** Answers by element id; in renderer mode, also a refused submission's answers to redisplay. */
  readonly answers?: Answers;
  /** Messages by element id. */
  readonly errors?: Readonly<Record<string, string>>;
  readonly onChange?: ChangeHandler;
  readonly datasets?: Datasets;
  readonly action?: string;
  /** Rendered as <input type="hidden"> (idempotency key, honeypot …). */
  readonly hiddenFields?: Readonly<Record<string, string>>;
  /** A message about the whole form, shown at the top. */
  readonly formError?: string;
  /** Elements the rules hide (core's evaluateVisibility). */
  readonly hiddenElementIds?: ReadonlySet<number>;
  /**
   * 1-based. When set, the other pages are hidden; unset, every page shows (no script),
   * or the first one when the server takes the visitor page by page.
   */
  readonly currentPage?: number;
  /** false: no server behind the page takes a visitor page by page (a template's preview). */
  readonly serverSteps?: boolean;
  /**
   * The page address's query string (without `?`): a form with logic carries it in the hidden
   * `_params` field (core's PARAMS_FIELD), and its conditions and recall read it.
   */
  readonly query?: string;
  /** Viewer mode: Previous/Next ask for this page. */
  readonly onNavigate?: (page: number) => void;
  readonly onSubmit?: FormEventHandler<HTMLFormElement>;
  /** A form that saves answers as visitors go: the visitor's kept files and a notice (docs/product.md, "Partial responses"). */
  readonly partial?: PartialView;
  /**
   * The page's own words in the visitor's language (docs/product.md, "Languages"): steps, notes,
   * composite questions' labels. English when unset.
   */
  readonly words?: PageWords;
}

type ElementsProps = Omit<
  FormViewProps,
  'form' | 'action' | 'hiddenFields' | 'formError' | 'serverSteps' | 'onSubmit' | 'query' | 'partial' | 'words'
> & {
  readonly elements: readonly Element[];
  readonly ruleTargets?: ReadonlySet<number>;
  /** Questions shown without the script although the rules may still skip them: each says so. */
  readonly undecided?: ReadonlySet<number>;
};

export const UNDECIDED_NOTE = 'Your answer here is kept only if your other answers call for this question.';

function UndecidedNote(): ReactNode {
  return <p className="fb-undecided-note">{useWords().t('logic.undecided')}</p>;
}

function Elements({
  elements,
  mode,
  answers,
  errors,
  onChange,
  datasets,
  hiddenElementIds,
  ruleTargets,
  undecided,
}: ElementsProps): ReactNode {
  return elements.map((element) => {
    const key = String(element.id);
    const hidden = hiddenElementIds?.has(element.id) === true;
    const view = (
      <ElementView
        key={key}
        element={element}
        mode={mode}
        value={answers?.[key]}
        error={errors?.[key]}
        onChange={onChange}
        datasets={datasets}
        hidden={hidden}
        conditional={ruleTargets?.has(element.id) === true}
      />
    );
    if (hidden || undecided?.has(element.id) !== true) return view;
    return (
      <Fragment key={key}>
        {view}
        <UndecidedNote />
      </Fragment>
    );
  });
}

/**
 * A whole form (docs/product.md §B1 and §B2). Renderer and viewer: a plain
 * <form method="post"> that works without JavaScript, split into
 * <section class="fb-page" data-page="n"> by PageBreak elements or
 * autoPageBreak (core's splitPages), each opening with its step when there
 * are several (StepProgress). In renderer mode the form carries
 * fb-no-js, which the script removes when it takes over; without it, a form
 * with rules and pages shows one page at a time, and its Previous and Next
 * post to the server, which picks the next page with the rules (core's
 * stepsOnServer), or with its jumps when it has them (docs/product.md, "Logic"). A form with
 * logic also carries the page's query string in `_params`, draws recalled values as
 * span.fb-recall (recall.tsx), counts its steps along the path its answers take and, with
 * jumps, shows Submit on the page where that path ends. A live form that saves answers as
 * visitors go (docs/product.md, "Partial responses") carries data-partial="on" for the script,
 * says so under each page's buttons with "Save and continue later" (partial.tsx), lists the
 * visitor's kept files in its File questions and says `partial.notice` at the top. Builder: the
 * elements in order, page breaks and button included, inert.
 */
export function FormView(props: FormViewProps): ReactNode {
  return props.words === undefined ? (
    <DrawnForm {...props} />
  ) : (
    <WordsContext value={props.words}>
      <DrawnForm {...props} />
    </WordsContext>
  );
}

function DrawnForm(props: FormViewProps): ReactNode {
  const words = useWords();
  const { form, mode, action, hiddenFields, formError, onNavigate, onSubmit } = props;
  const style = themeStyle(form.props.design) as CSSProperties;
  if (mode === 'builder') {
    return (
      <div className="fb-form" data-mode={mode} style={style}>
        <ThemeBrand design={form.props.design} />
        <h1 className="fb-title">{form.title}</h1>
        <Elements {...props} elements={form.props.elements} />
      </div>
    );
  }
  const pages = splitPages(form.props.elements, form.props.autoPageBreak);
  const ruleTargets = new Set(form.props.rules.map((rule) => Number(rule.then.field)));
  const served = mode === 'renderer' && props.serverSteps !== false;
  // docs/product.md, "Partial responses": the live page of a form that saves answers as visitors
  // go; never a preview (a template's, or the owner's draft), which saves nothing.
  const saves = served && !isPreviewAction(action) && partialSettingsOf(form.props).enabled;
  // Without the script, a multi-page form with rules goes page by page through the server, and so
  // does one that saves answers as visitors go (each Next and Previous saves them).
  const steps = served && stepsOnServerWithLogic(pages, form.props, saves);
  const currentPage = props.currentPage ?? (steps ? 1 : undefined);
  // Without the script a rule that reads the page shown (or a later one) cannot be applied yet.
  const undecided =
    mode !== 'renderer'
      ? undefined
      : steps
        ? unsettledTargets(pages, form.props.rules, currentPage ?? 1)
        : new Set(activeRules(form.props.rules).map((rule) => rule.then.field));
  // A form with logic: the path and the recalled values from the answers known now.
  const logic = logicView(form.props, props.answers ?? {}, props.query ?? '', pages);
  const path = logic?.outcome.path;
  const jumps = logic !== null && hasJumps(form.props);
  const endSubmitText = jumps ? (pages.at(-1)?.submitButtonText ?? undefined) : undefined;
  const drawn = (
    <form
      className={mode === 'renderer' ? 'fb-form fb-no-js' : 'fb-form'}
      method="post"
      action={action}
      encType="multipart/form-data"
      data-mode={mode}
      data-pages={pages.length}
      data-steps={steps || undefined}
      data-partial={saves ? 'on' : undefined}
      style={style}
      onSubmit={onSubmit}
    >
      <ThemeBrand design={form.props.design} />
      <h1 className="fb-title">{form.title}</h1>
      {formError !== undefined && formError !== '' && (
        <div className="fb-form-error" role="alert">
          {formError}
        </div>
      )}
      {saves && props.partial?.notice !== undefined && props.partial.notice !== '' && (
        <div className="fb-partial-notice" role="status">
          {props.partial.notice}
        </div>
      )}
      {Object.entries(hiddenFields ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {steps && <input type="hidden" name={PAGE_FIELD} value={currentPage} />}
      {logic !== null && <input type="hidden" name={PARAMS_FIELD} value={props.query ?? ''} />}
      {pages.map((page) => (
        <section
          key={page.pageNumber}
          className="fb-page"
          data-page={page.pageNumber}
          data-empty={page.isEmpty || undefined}
          aria-label={
            pages.length > 1 ? words.t('page.page', { page: page.pageNumber, count: pages.length }) : undefined
          }
          hidden={(currentPage !== undefined && currentPage !== page.pageNumber) || undefined}
        >
          {pages.length > 1 && <StepProgress {...stepOf(page.pageNumber, pages.length, path)} />}
          <Elements
            {...props}
            elements={page.elements}
            ruleTargets={ruleTargets}
            undecided={currentPage === undefined || currentPage === page.pageNumber ? undecided : undefined}
          />
          <PageNav
            page={page}
            mode={mode}
            onNavigate={onNavigate}
            steps={steps}
            endSubmitText={endSubmitText}
            ends={jumps && page.pageNumber < pages.length && path?.at(-1) === page.pageNumber}
          />
          {saves && <PartialBar />}
        </section>
      ))}
    </form>
  );
  const kept = saves ? <KeptFilesContext value={props.partial?.keptFiles ?? {}}>{drawn}</KeptFilesContext> : drawn;
  return logic === null ? kept : <RecallContext value={logic.recall}>{kept}</RecallContext>;
}

/** The owner's preview of a draft posts to `?preview=true` (the server's public.routes.ts). */
function isPreviewAction(action: string | undefined): boolean {
  const query = action?.split('?')[1];
  return query !== undefined && new URLSearchParams(query).get('preview') === 'true';
}

/** A page's step: its place on the path the answers take (with logic), else its number. */
function stepOf(page: number, count: number, path: readonly number[] | undefined): { step: number; count: number } {
  const at = path?.indexOf(page) ?? -1;
  return path === undefined || at === -1 ? { step: page, count } : { step: at + 1, count: path.length };
}
