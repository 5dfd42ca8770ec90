import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { LANGUAGE_FIELD, escapeHtml, stripHtml, translated, truncateText, type FormProps } from '@formbuilder/core';
import {
  FormMessage,
  FormView,
  LANGUAGE_SWITCHER_CSS,
  LanguageSwitcher,
  RichText,
  type RenderMode,
} from '@formbuilder/renderer';
import { visitorProps, withLanguage, type VisitorLanguage } from './page-language';
import { PAGE_CSS, themedPageCss, themePreload, type ThemedProps } from './theme-page';
import { frameScript } from './frame-script';
import { renderDocument, type SharePreview } from './page-document';
import { visitorFormData } from './visitor-data';
import { formDatasets, withFormDatasets } from '../datasets/form-datasets';
import type { PartialView } from './partial-page';

// Public pages are drawn on the server with the renderer (docs/architecture.md, "A visitor's page view and submission"). Their
// HTML depends only on immutable inputs (a published version, a template), so it
// is cached with a nonce placeholder.

export interface PageInput {
  uuid: string;
  title: string;
  props: FormProps;
  mode: RenderMode;
  action?: string;
  /** Hidden fields; values may be placeholders replaced per request (see page-document). */
  hiddenFields?: Record<string, string>;
  /** A refused submission's answers and messages, to show again. */
  answers?: Record<string, unknown>;
  errors?: Record<string, string>;
  formError?: string;
  /** The page shown, of a form the server takes page by page without the script (1-based). */
  currentPage?: number;
  /** What the rules hide, decided on the server for a page without the script. */
  hiddenElementIds?: ReadonlySet<number>;
  /** The page address's query string, carried in `_params` by a form with logic (renderer's FormView). */
  query?: string;
  /** false: its posts are not handled page by page (a template's preview shows every page without the script). */
  serverSteps?: false;
  /** Renderer mode on the public page: what the visitor's script needs. */
  client?: ClientSetup;
  /** The page's own address and picture, for link previews. */
  share?: SharePreview;
  /** A form that keeps partial responses: the visitor's kept files, or why a resume link did not work. */
  partial?: PartialView;
  /** The visitor's language of a form with languages (page-language.ts); null or unset: English, as before. */
  language?: VisitorLanguage | null;
}

export interface ClientSetup {
  /** The form script's address (the page works without it). */
  scriptUrl: string | null;
  addressSearchUrl: string;
  /** null: a template's preview, which keeps and sends no answers (public.routes.ts). */
  formId: number | null;
  version: number;
}

/** What a search result or a shared link shows of the form: its first Description, or an invitation. */
export function formDescription(title: string, elements: FormProps['elements']): string {
  const description = elements.find((element) => element.type === 'Description');
  // Tags become spaces when stripped: none is left before punctuation.
  const text = stripHtml(description?.label ?? '')
    .replace(/\s+/g, ' ')
    .replace(/ (?=[.,;:!?])/g, '')
    .trim();
  return truncateText(text || `Please fill in the form "${title || 'Untitled Form'}".`, 160);
}

export function renderFormPage({
  uuid,
  title,
  props,
  mode,
  action,
  hiddenFields,
  answers,
  errors,
  formError,
  currentPage,
  hiddenElementIds,
  query,
  serverSteps,
  client,
  share,
  partial,
  language,
}: PageInput): string {
  // Dataset questions drawn with their dataset's items, as the server validates them
  //; a published target comes resolved already, a template does not. In the visitor's language,
  // its texts translated (docs/product.md, "Languages").
  const parsed: FormProps = visitorProps(withFormDatasets(props), language ?? null);
  const shownTitle = language ? translated(language.translations, 'title', title) : title;
  // The page posts its language (`_lang`), and its address carries it, so that a page drawn again
  // after a refusal, and the Thank You page after it, speak it too.
  const languageFields: Record<string, string> = language ? { [LANGUAGE_FIELD]: language.lang } : {};
  const posted = language && action ? withLanguage(action, language.lang, language) : action;
  const body = renderToString(
    createElement(FormView, {
      form: { title: shownTitle, props: parsed },
      mode,
      datasets: formDatasets(parsed.elements),
      ...(posted ? { action: posted } : {}),
      ...(hiddenFields || language ? { hiddenFields: { ...hiddenFields, ...languageFields } } : {}),
      ...(language ? { words: language.words } : {}),
      ...(answers ? { answers } : {}),
      ...(errors ? { errors } : {}),
      ...(formError ? { formError } : {}),
      ...(currentPage === undefined ? {} : { currentPage }),
      ...(hiddenElementIds ? { hiddenElementIds } : {}),
      ...(query === undefined ? {} : { query }),
      ...(serverSteps === false ? { serverSteps } : {}),
      ...(partial ? { partial } : {}),
    }),
  );
  const switcher = languageSwitcher(language, action);
  return renderDocument({
    title: shownTitle,
    description: formDescription(shownTitle, parsed.elements),
    ...(language ? { lang: { code: language.lang, dir: language.dir } } : {}),
    ...(share ? { share } : {}),
    // The theme, then the owner's CSS last so it can restyle it (theme-page.ts).
    css: themedPageCss(parsed, switcher === '' ? '' : LANGUAGE_SWITCHER_CSS),
    preload: themePreload(parsed),
    // The form element tells the script where address search lives.
    body:
      switcher +
      (client
        ? body.replace('<form ', `<form data-address-search-url="${escapeHtml(client.addressSearchUrl)}" `)
        : body),
    script: frameScript(uuid, false),
    ...(client
      ? {
          data: visitorFormData(client.formId, client.version, parsed, language?.words),
          scriptUrl: client.scriptUrl ?? undefined,
        }
      : {}),
  });
}

/** The links to the page in each of the form's languages, when it has more than one. */
function languageSwitcher(language: VisitorLanguage | null | undefined, action: string | undefined): string {
  if (!language || language.available.length < 2 || action === undefined) return '';
  const links = language.available.map((lang) => ({ lang, href: withLanguage(action, lang, language) }));
  return renderToString(
    createElement(LanguageSwitcher, { current: language.lang, links, label: language.words.t('page.language') }),
  );
}

/** How a message page ends a submission: the form it ended, its theme, and what comes next. */
export interface SubmissionEnding {
  /** The form's uuid, told to an embedding page (frame-script.ts); none for a template's preview. */
  uuid?: string;
  /** The form's design and custom CSS, so the page looks like the form. */
  props?: ThemedProps | undefined;
  action?: { href: string; text: string } | undefined;
  /** Rich text sanitised on save (a closed form's message), shown under the message. */
  html?: string;
  /** The visitor's language (docs/product.md, "Languages"): the page's <html lang dir>. */
  language?: Pick<VisitorLanguage, 'lang' | 'dir'> | null | undefined;
  /**
   * A button that posts to `action` (a plain form, no script): what a link opened by anyone,
   * a mail scanner included, must not do by itself (docs/decisions/011-verified-email-responses.md).
   */
  post?: { action: string; text: string } | undefined;
}

/** A form with one button, drawn as the form's button, posting to its own page's address. */
const postButton = ({ action, text }: { action: string; text: string }) =>
  createElement(
    'form',
    { method: 'post', action, className: 'fb-message-post' },
    createElement('button', { type: 'submit', className: 'fb-btn' }, text),
  );

/** A short page with a heading and text, in the form's card (renderer's FormMessage). */
export function renderMessagePage(title: string, message: string, ending?: SubmissionEnding): string {
  const body = renderToString(
    createElement(
      FormMessage,
      { title, text: message === '' ? undefined : message, design: ending?.props?.design, action: ending?.action },
      ending?.html ? createElement(RichText, { html: ending.html, className: 'fb-rich-text fb-closed-message' }) : null,
      ending?.post ? postButton(ending.post) : null,
    ),
  );
  return renderDocument({
    title,
    css: ending?.props ? themedPageCss(ending.props) : PAGE_CSS,
    preload: ending?.props ? themePreload(ending.props) : null,
    body,
    ...(ending?.language ? { lang: { code: ending.language.lang, dir: ending.language.dir } } : {}),
    script: ending?.uuid === undefined ? '' : frameScript(ending.uuid, true),
  });
}
