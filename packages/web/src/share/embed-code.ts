// docs/product.md §A2 Share panel, the embed script tag, and §A5 the widget title.
import { WIDGET_TITLE_MAX_LENGTH, isValidWidgetTitle } from '@formbuilder/core';
import { embedScriptUrl } from './public-url';

export interface EmbedOptions {
  /** The environment's PUBLIC_URL. */
  publicUrl: string;
  uuid: string;
  formId: number | string;
  /** 'Set as widget'. */
  widget: boolean;
  /** 'Widget title'; written only in widget mode, and only when not empty. */
  widgetTitle: string;
  /** 'Single submission': fp_widget_cookie carries the form id. */
  singleSubmission: boolean;
  /** A private form's access token, carried as fp_access. */
  access?: string | null;
}

/**
 * The read-only embed code: `<script src="{host}/embed.js" fp_id="{uuid}"
 * fp_widget="true|false" fp_widget_title="…" fp_widget_cookie="{formId}"></script>`.
 */
export function embedCode({
  publicUrl,
  uuid,
  formId,
  widget,
  widgetTitle,
  singleSubmission,
  access,
}: EmbedOptions): string {
  const attributes: [string, string][] = [
    ['src', embedScriptUrl(publicUrl)],
    ['fp_id', uuid],
    ['fp_widget', String(widget)],
  ];
  const title = widgetTitle.trim();
  if (widget && title) attributes.push(['fp_widget_title', title]);
  if (singleSubmission) attributes.push(['fp_widget_cookie', String(formId)]);
  if (access) attributes.push(['fp_access', access]);
  const text = attributes.map(([name, value]) => `${name}="${escapeAttribute(value)}"`).join(' ');
  return `<script ${text}></script>`;
}

/**
 * docs/product.md "Reach", the full-page mode: a plain link that opens the form on a page of
 * its own (the short address when the form has one).
 */
export function fullPageCode(link: string, title: string): string {
  const text = title.trim() || 'Open the form';
  return `<a href="${escapeAttribute(link)}" target="_blank" rel="noopener">${escapeAttribute(text)}</a>`;
}

export const WIDGET_TITLE_MESSAGE = `The widget title may contain letters and spaces only, at most ${WIDGET_TITLE_MAX_LENGTH} characters.`;

/** docs/product.md §A5: letters and spaces only, at most 32 characters; null when valid. */
export function validateWidgetTitle(title: string): string | null {
  return isValidWidgetTitle(title) ? null : WIDGET_TITLE_MESSAGE;
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
