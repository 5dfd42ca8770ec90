// Runs inside every public form page: tells an embedding page (embed.js) the form's
// height, when it was submitted, and an Escape pressed in the form (which closes a popup).
// Every message carries the channel EMBED_CHANNEL and the form's uuid; embed.js takes
// only those, from the form's origin and its own frame (docs/product.md, "Reach"). The types
// keep their earlier names, so an embed.js still cached by a host page's visitors goes on working.
// Self-contained: it is served as `(frameMain)(uuid, submitted, channel)`.

/** The namespace of the messages between a form page and embed.js. */
export const EMBED_CHANNEL = 'formbuilder-embed';

export function frameMain(uuid: string, submitted: boolean, channel: string): void {
  if (window.parent === window) return;
  const post = (message: Record<string, unknown>) => window.parent.postMessage({ channel, uuid, ...message }, '*');
  // The document's own height, not its scroll height: the scroll height is never less than
  // the frame's, so a frame sized for a long first page would never shrink.
  const root = document.documentElement;
  const report = () => post({ type: 'fp:height', height: Math.ceil(root.getBoundingClientRect().height) });
  new ResizeObserver(report).observe(root);
  report();
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') post({ type: 'fp:escape' });
  });
  if (submitted) post({ type: 'fp:submitted' });
}

export function frameScript(uuid: string, submitted: boolean): string {
  return `(${frameMain.toString()})(${JSON.stringify(uuid)}, ${String(submitted)}, ${JSON.stringify(EMBED_CHANNEL)});`;
}
