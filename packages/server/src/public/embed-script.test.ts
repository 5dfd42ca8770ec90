// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { embedMain } from './embed-script';
import { EMBED_CHANNEL } from './frame-script';

// embed.js in a host page (docs/product.md, "Reach"): inline and popup, and which messages it takes.

const UUID = '6f1c2b3a-0d4e-4f5a-8b6c-7d8e9f0a1b2c';
const ORIGIN = 'https://forms.example';

function embed(attributes: Record<string, string>) {
  const script = document.createElement('script');
  script.src = `${ORIGIN}/embed.js`;
  for (const [name, value] of Object.entries({ fp_id: UUID, ...attributes })) script.setAttribute(name, value);
  document.body.append(script);
  embedMain(script, EMBED_CHANNEL);
  const frame = document.querySelector('iframe');
  if (!frame) throw new Error('no frame');
  return frame;
}

function tell(frame: HTMLIFrameElement, data: unknown, origin = ORIGIN) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}

const message = (fields: Record<string, unknown>) => ({ channel: EMBED_CHANNEL, uuid: UUID, ...fields });

afterEach(() => {
  document.body.replaceChildren();
  document.documentElement.style.overflow = '';
});

describe('embed.js', () => {
  it('puts the form inline after the script and follows its height, up and down', () => {
    const frame = embed({ fp_widget: 'false' });
    expect(frame.previousElementSibling?.tagName).toBe('SCRIPT');
    expect(frame.src).toBe(`${ORIGIN}/form/view/${UUID}?embed=true`);
    tell(frame, message({ type: 'fp:height', height: 1400 }));
    expect(frame.style.height).toBe('1400px');
    tell(frame, message({ type: 'fp:height', height: 612.4 }));
    expect(frame.style.height).toBe('613px');
  });

  it('takes only namespaced messages about its form, from the form origin and its own frame', () => {
    const frame = embed({ fp_widget: 'false' });
    tell(frame, message({ type: 'fp:height', height: 700 }));
    tell(frame, message({ type: 'fp:height', height: 100 }), 'https://evil.example');
    tell(frame, { type: 'fp:height', uuid: UUID, height: 100 });
    tell(frame, { ...message({ type: 'fp:height', height: 100 }), channel: 'other' });
    tell(frame, message({ type: 'fp:height', height: 100, uuid: '00000000-0000-0000-0000-000000000000' }));
    tell(frame, 'height:100');
    window.dispatchEvent(
      new MessageEvent('message', {
        data: message({ type: 'fp:height', height: 100 }),
        origin: ORIGIN,
        source: window,
      }),
    );
    expect(frame.style.height).toBe('700px');
  });

  it('remembers a single submission in a cookie', () => {
    const frame = embed({ fp_widget: 'false', fp_widget_cookie: '42' });
    expect(frame.src).toContain('&single=true');
    tell(frame, message({ type: 'fp:submitted' }));
    expect(document.cookie).toContain('fp_submitted_42=1');
    document.cookie = 'fp_submitted_42=; max-age=0; path=/';
  });

  it('opens the popup from its button, moves focus in, and closes on Close, Escape and Escape in the form', () => {
    const frame = embed({ fp_widget: 'true', fp_widget_title: 'Talk to us' });
    const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Talk to us');
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]');
    const overlay = dialog?.parentElement;
    if (!button || !dialog || !overlay) throw new Error('no popup');
    expect(dialog.getAttribute('aria-label')).toBe('Talk to us');
    expect(dialog.contains(frame)).toBe(true);
    expect(overlay.style.display).toBe('none');

    button.click();
    expect(overlay.style.display).toBe('flex');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Close');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(overlay.style.display).toBe('none');
    expect(document.activeElement).toBe(button);

    button.click();
    document.querySelector<HTMLButtonElement>('button[aria-label="Close"]')?.click();
    expect(overlay.style.display).toBe('none');

    button.click();
    tell(frame, message({ type: 'fp:escape' }));
    expect(overlay.style.display).toBe('none');
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('does nothing without a valid form id', () => {
    const script = document.createElement('script');
    script.src = `${ORIGIN}/embed.js`;
    script.setAttribute('fp_id', 'not-a-uuid');
    document.body.append(script);
    embedMain(script, EMBED_CHANNEL);
    expect(document.querySelector('iframe')).toBeNull();
  });
});
