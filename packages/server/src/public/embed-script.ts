// The embed script (served at /embed.js): pasted into any page, on any origin, as
//   <script src="{host}/embed.js" fp_id="{uuid}" fp_widget="false"
//           fp_widget_title="…" fp_widget_cookie="{formId}" [fp_access="…"]></script>
// It inserts the form in an iframe that follows the form's height; in widget mode a
// floating button opens it; with fp_widget_cookie, a submission is remembered in a
// cookie and the form is not offered again, nor a second response on its Thank You page
// (spec: app-shell §2, share panel).
//
// embedMain runs in the host page as `(embedMain)()`: it must stay self-contained.
export function embedMain(): void {
  const script = document.currentScript as HTMLScriptElement | null;
  if (!script?.src) return;
  const uuid = script.getAttribute('fp_id') ?? '';
  if (!/^[0-9a-f-]{36}$/i.test(uuid)) return;
  const origin = new URL(script.src).origin;
  const widget = script.getAttribute('fp_widget') === 'true';
  const title = script.getAttribute('fp_widget_title') || 'Form';
  const cookieId = script.getAttribute('fp_widget_cookie');
  const cookieName = cookieId && /^\d+$/.test(cookieId) ? `fp_submitted_${cookieId}` : null;
  if (cookieName && document.cookie.split('; ').some((c) => c === `${cookieName}=1`)) return;

  const frame = document.createElement('iframe');
  // A private form is embedded with its access token (fp_access).
  const access = script.getAttribute('fp_access');
  // A single submission's Thank You page offers no second response (single=true).
  frame.src = `${origin}/form/view/${uuid}?embed=true${access && /^[\w-]+$/.test(access) ? `&access=${access}` : ''}${cookieName ? '&single=true' : ''}`;
  frame.title = title;
  frame.setAttribute('loading', 'lazy');
  frame.style.cssText = 'width:100%;border:0;display:block;height:480px;background:transparent;';

  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as { type?: string; uuid?: string; height?: number } | null;
    if (!data || data.uuid !== uuid) return;
    if (data.type === 'fp:height' && typeof data.height === 'number' && data.height > 0) {
      frame.style.height = `${Math.ceil(Math.min(data.height, 20000))}px`;
    }
    if (data.type === 'fp:submitted' && cookieName) {
      document.cookie = `${cookieName}=1; max-age=31536000; path=/; SameSite=Lax`;
    }
  });

  if (!widget) {
    script.insertAdjacentElement('afterend', frame);
    return;
  }

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = title;
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText =
    'position:fixed;right:20px;bottom:20px;z-index:2147483646;padding:12px 20px;border:0;border-radius:24px;background:#2196F3;color:#fff;font:600 16px system-ui,sans-serif;box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer;';
  const panel = document.createElement('div');
  panel.setAttribute('role', 'dialog');
  panel.setAttribute('aria-label', title);
  panel.hidden = true;
  panel.style.cssText =
    'position:fixed;right:20px;bottom:80px;z-index:2147483647;width:min(420px,calc(100vw - 40px));max-height:calc(100vh - 120px);overflow:auto;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.3);';
  panel.appendChild(frame);
  button.addEventListener('click', () => {
    panel.hidden = !panel.hidden;
    button.setAttribute('aria-expanded', String(!panel.hidden));
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !panel.hidden) {
      panel.hidden = true;
      button.setAttribute('aria-expanded', 'false');
      button.focus();
    }
  });
  document.body.append(panel, button);
}

export const embedScriptSource = `(${embedMain.toString()})();\n`;
