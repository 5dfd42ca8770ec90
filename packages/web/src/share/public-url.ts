import { LANGUAGE_PARAM, trimTrailingSlashes } from '@formbuilder/core';
// Addresses of the server-rendered public pages (docs/api.md, Public pages and
// Templates), built on the environment's PUBLIC_URL (docs/product.md §A2: {host}).

function base(publicUrl: string): string {
  return trimTrailingSlashes(publicUrl);
}

/** docs/product.md §A2 Forms list and Share panel: {host}/form/view/{uuid}, with the access token of a private form. */
export function publicFormUrl(publicUrl: string, uuid: string, access?: string | null): string {
  const url = `${base(publicUrl)}/form/view/${encodeURIComponent(uuid)}`;
  return access ? `${url}?access=${encodeURIComponent(access)}` : url;
}

/** docs/product.md "Reach": the short address {host}/f/{slug}, with the access token of a private form. */
export function shortFormUrl(publicUrl: string, slug: string, access?: string | null): string {
  const url = `${base(publicUrl)}/f/${encodeURIComponent(slug)}`;
  return access ? `${url}?access=${encodeURIComponent(access)}` : url;
}

/**
 * docs/product.md §A2 Preview page: the draft, shown to its owner through a preview token; in one
 * of its languages when `language` is given (docs/product.md, "Translating a form").
 */
export function previewFormUrl(
  publicUrl: string,
  uuid: string,
  token: string,
  language?: string,
  closedPage = false,
): string {
  const query = new URLSearchParams({ preview: 'true', token });
  if (language !== undefined) query.set(LANGUAGE_PARAM, language);
  // docs/product.md, "A form's life": the closed page visitors see, as the owner's preview.
  if (closedPage) query.set('closed', 'true');
  return `${publicFormUrl(publicUrl, uuid)}?${query.toString()}`;
}

/** docs/product.md §A2 Template gallery: {host}/templates/view/{templateId}. */
export function templatePreviewUrl(publicUrl: string, templateId: number | string): string {
  return `${base(publicUrl)}/templates/view/${encodeURIComponent(String(templateId))}`;
}

/** The embed script (docs/api.md, GET /embed.js). */
export function embedScriptUrl(publicUrl: string): string {
  return `${base(publicUrl)}/embed.js`;
}
