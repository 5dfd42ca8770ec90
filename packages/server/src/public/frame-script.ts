// Runs inside every public form page: tells an embedding page (embed.js) the form's
// height and when it was submitted.
// Self-contained: it is served as `(frameMain)(uuid, submitted)`.
export function frameMain(uuid: string, submitted: boolean): void {
  if (window.parent === window) return;
  const post = (message: Record<string, unknown>) => window.parent.postMessage({ uuid, ...message }, '*');
  const report = () => post({ type: 'fp:height', height: document.documentElement.scrollHeight });
  new ResizeObserver(report).observe(document.body);
  report();
  if (submitted) post({ type: 'fp:submitted' });
}

export function frameScript(uuid: string, submitted: boolean): string {
  return `(${frameMain.toString()})(${JSON.stringify(uuid)}, ${String(submitted)});`;
}
