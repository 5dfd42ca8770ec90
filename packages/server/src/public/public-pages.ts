import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { escapeHtml, formPropsSchema, stripHtml, truncateText, type FormProps } from '@formbuilder/core';
import { FormMessage, FormView, gleamCss, type RenderMode } from '@formbuilder/renderer';
import { frameScript } from './frame-script';
import { renderDocument, type SharePreview } from './page-document';
import { sanitizeCustomCss } from './custom-css';
import { visitorFormData } from './visitor-data';
import { formDatasets, withFormDatasets } from '../datasets/form-datasets';

// Public pages are drawn on the server with the renderer (ARCHITECTURE.md). Their
// HTML depends only on immutable inputs (a published version, a template), so it
// is cached with a nonce placeholder.

export interface PageInput {
  uuid: string;
  title: string;
  props: unknown;
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
  /** false: its posts are not answered page by page (a template's preview shows every page without the script). */
  serverSteps?: false;
  /** Renderer mode on the public page: what the visitor's script needs. */
  client?: ClientSetup;
  /** The page's own address and picture, for link previews (issue #14). */
  share?: SharePreview;
}

export interface ClientSetup {
  /** The form script's address (the page works without it). */
  scriptUrl: string | null;
  addressSearchUrl: string;
  /** null: a template's preview, which keeps and sends no answers (public.routes.ts). */
  formId: number | null;
  version: number;
}

// Also the Results page's base (submissions/results-page.ts). On a phone the form's card
// takes the whole width: its own padding is margin enough, and 0 to 10 fits one row (issue #14).
export const PAGE_CSS = `${gleamCss}
body{margin:0;background:#f5f7fa}
.fb-main{max-width:720px;margin:0 auto;padding:0}
@media (min-width:36rem){.fb-main{padding:24px 16px}}`;

/** What a search result or a shared link shows of the form: its first Description, or an invitation. */
export function formDescription(title: string, elements: FormProps['elements']): string {
  const description = elements.find((element) => element.type === 'Description');
  // Tags become spaces when stripped: none is left before punctuation.
  const text = stripHtml(description?.label ?? '').replace(/\s+/g, ' ').replace(/ (?=[.,;:!?])/g, '').trim();
  return truncateText(text || `Please fill in the form "${title || 'Untitled Form'}".`, 160);
}

export function renderFormPage({ uuid, title, props, mode, action, hiddenFields, answers, errors, formError, currentPage, hiddenElementIds, serverSteps, client, share }: PageInput): string {
  // Dataset questions drawn with their dataset's items, as the server validates them
  // (issue #10); a published target comes resolved already, a template does not.
  const parsed: FormProps = withFormDatasets(formPropsSchema.parse(props));
  const body = renderToString(
    createElement(FormView, {
      form: { title, props: parsed },
      mode,
      datasets: formDatasets(parsed.elements),
      ...(action ? { action } : {}),
      ...(hiddenFields ? { hiddenFields } : {}),
      ...(answers ? { answers } : {}),
      ...(errors ? { errors } : {}),
      ...(formError ? { formError } : {}),
      ...(currentPage === undefined ? {} : { currentPage }),
      ...(hiddenElementIds ? { hiddenElementIds } : {}),
      ...(serverSteps === false ? { serverSteps } : {}),
    }),
  );
  return renderDocument({
    title,
    description: formDescription(title, parsed.elements),
    ...(share ? { share } : {}),
    // The owner's CSS comes last so it can restyle the theme, on this page only.
    css: `${PAGE_CSS}\n${sanitizeCustomCss(parsed.customCSS)}`,
    // The form element tells the script where address search lives.
    body: client ? body.replace('<form ', `<form data-address-search-url="${escapeHtml(client.addressSearchUrl)}" `) : body,
    script: frameScript(uuid, false),
    ...(client
      ? {
          data: visitorFormData(client.formId, client.version, parsed.elements, parsed.rules),
          scriptUrl: client.scriptUrl ?? undefined,
        }
      : {}),
  });
}

/** How a message page ends a submission: the form it ended, its colour, and what comes next. */
export interface SubmissionEnding {
  /** The form's uuid, told to an embedding page (frame-script.ts); none for a template's preview. */
  uuid?: string;
  colour?: string | undefined;
  action?: { href: string; text: string } | undefined;
}

/** A short page with a heading and text, in the form's card (renderer's FormMessage). */
export function renderMessagePage(title: string, message: string, ending?: SubmissionEnding): string {
  const body = renderToString(createElement(FormMessage, { title, text: message, colour: ending?.colour, action: ending?.action }));
  return renderDocument({ title, css: PAGE_CSS, body, script: ending?.uuid === undefined ? '' : frameScript(ending.uuid, true) });
}
