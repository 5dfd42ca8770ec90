import { EMBED_CHANNEL } from './frame-script';

// The embed script (served at /embed.js): pasted into any page, on any origin, as
//   <script src="{host}/embed.js" fp_id="{uuid}" fp_widget="false"
//           fp_widget_title="…" fp_widget_cookie="{formId}" [fp_access="…"]></script>
// Inline (fp_widget="false"): the form in an iframe where the script stands, following the
// form's height at every step and on the Thank You page. Popup (fp_widget="true"): a button
// (fp_widget_title) opens the form in a dialog over the page, closed by its Close button or
// Escape, focus going into the dialog and back to the button. With fp_widget_cookie, a
// submission is remembered in a cookie and the form is not offered again, nor a second
// response on its Thank You page (docs/product.md §A2 share panel, and "Reach").
// Messages are taken only from the form's origin and frame, with the form page's channel
// and uuid (frame-script.ts).
//
// embedMain runs in the host page as `(embedMain)(document.currentScript, channel)`: it must
// stay self-contained.
export function embedMain(script: HTMLScriptElement | null, channel: string): void {
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
  frame.style.cssText = 'width:100%;border:0;display:block;height:480px;background:transparent;';

  let close = () => {};
  window.addEventListener('message', (event: MessageEvent) => {
    if (event.origin !== origin || event.source !== frame.contentWindow) return;
    const data = event.data as { channel?: unknown; type?: unknown; uuid?: unknown; height?: unknown } | null;
    if (!data || typeof data !== 'object' || data.channel !== channel || data.uuid !== uuid) return;
    if (data.type === 'fp:height' && typeof data.height === 'number' && data.height > 0) {
      frame.style.height = `${Math.ceil(Math.min(data.height, 20000))}px`;
    }
    if (data.type === 'fp:submitted' && cookieName) {
      document.cookie = `${cookieName}=1; max-age=31536000; path=/; SameSite=Lax`;
    }
    if (data.type === 'fp:escape') close();
  });

  if (!widget) {
    frame.setAttribute('loading', 'lazy');
    script.insertAdjacentElement('afterend', frame);
    return;
  }

  const button = document.createElement('button');
  button.type = 'button';
  button.textContent = title;
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  button.style.cssText =
    'position:fixed;right:20px;bottom:20px;z-index:2147483646;padding:12px 20px;border:0;border-radius:24px;background:#1565c0;color:#fff;font:600 16px system-ui,sans-serif;box-shadow:0 4px 14px rgba(0,0,0,.25);cursor:pointer;';
  const overlay = document.createElement('div');
  // Shown with display:flex (an inline display would override the hidden attribute).
  overlay.style.cssText =
    'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,.5);display:none;align-items:center;justify-content:center;padding:16px;box-sizing:border-box;';
  const dialog = document.createElement('div');
  dialog.setAttribute('role', 'dialog');
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', title);
  dialog.style.cssText =
    'position:relative;width:min(720px,100%);max-height:100%;overflow:auto;background:#fff;border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.3);';
  const closeButton = document.createElement('button');
  closeButton.type = 'button';
  closeButton.textContent = '×';
  closeButton.setAttribute('aria-label', 'Close');
  closeButton.style.cssText =
    'position:sticky;top:0;float:right;z-index:1;width:44px;height:44px;margin:4px;border:0;border-radius:22px;background:#fff;color:#222;font:400 28px/1 system-ui,sans-serif;cursor:pointer;';
  // Tab past the frame comes back to the Close button: focus stays in the dialog while it is open.
  const wrap = document.createElement('span');
  wrap.tabIndex = 0;
  wrap.addEventListener('focus', () => closeButton.focus());
  dialog.append(closeButton, frame, wrap);
  overlay.appendChild(dialog);

  let shown = false;
  let shownOverflow = '';
  const open = () => {
    shown = true;
    overlay.style.display = 'flex';
    shownOverflow = document.documentElement.style.overflow;
    document.documentElement.style.overflow = 'hidden';
    button.setAttribute('aria-expanded', 'true');
    closeButton.focus();
  };
  close = () => {
    if (!shown) return;
    shown = false;
    overlay.style.display = 'none';
    document.documentElement.style.overflow = shownOverflow;
    button.setAttribute('aria-expanded', 'false');
    button.focus();
  };
  button.addEventListener('click', open);
  closeButton.addEventListener('click', () => close());
  // A click on the dimmed page around the dialog closes it too.
  overlay.addEventListener('click', (event) => {
    if (event.target === overlay) close();
  });
  closeButton.addEventListener('keydown', (event) => {
    if (event.key === 'Tab' && event.shiftKey) {
      event.preventDefault();
      frame.focus();
    }
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') close();
  });
  document.body.append(button, overlay);
}

export const embedScriptSource = `(${embedMain.toString()})(document.currentScript, ${JSON.stringify(EMBED_CHANNEL)});\n`;
