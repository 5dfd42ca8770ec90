// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { makeElement } from '../testing';
import { jsonResponse, mountPage, query, requestUrl, typeInto } from './client-testing';
import { readSuggestions, searchUrl } from './address-service';

const BASE = 'https://adresse.example';
const feature = (label: string, lon: number, lat: number) => ({
  type: 'Feature',
  properties: { label },
  geometry: { type: 'Point', coordinates: [lon, lat] },
});
const paris = {
  features: [
    feature('8 Boulevard du Port 80000 Amiens', 2.29, 49.89),
    feature('8 Rue de Rivoli 75004 Paris', 2.35, 48.85),
  ],
};

const elements = [
  makeElement('Address', 1, {
    label: 'Address',
    inseeFilter: '75056',
    geographicPriorityLat: 48.8,
    geographicPriorityLong: '2.3',
  }),
  makeElement('LocationAddress', 2, { label: 'Where' }),
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

function mount(setup: { addressSearchUrl?: string } = { addressSearchUrl: BASE }) {
  const mounted = mountPage({ elements, ...setup });
  return {
    ...mounted,
    input: query<HTMLInputElement>(mounted.form, '#q_1'),
    list: query(mounted.form, '#q_1-suggestions'),
  };
}
const options = (list: HTMLElement) =>
  [...list.querySelectorAll('[role="option"]')].map((option) => option.textContent);
const key = (input: HTMLElement, name: string) =>
  input.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));

describe('address search (docs/product.md §B5, §B7 and §B9)', () => {
  it('searches after more than 3 characters and 250 ms, with limit, lat, lon and citycode', async () => {
    const { input, fetch } = mount();
    fetch.mockResolvedValue(jsonResponse(200, paris));
    typeInto(input, '8 b');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
    typeInto(input, '8 bo');
    typeInto(input, '8 bou');
    await vi.advanceTimersByTimeAsync(249);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    const url = new URL(requestUrl(fetch.mock.calls[0]?.[0]));
    expect(`${url.origin}${url.pathname}`).toBe(`${BASE}/search/`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      q: '8 bou',
      limit: '5',
      lat: '48.8',
      lon: '2.3',
      citycode: '75056',
    });
  });

  it('shows the suggestions as a listbox the arrows move through and Enter picks', async () => {
    const { form, input, list, fetch } = mount();
    fetch.mockResolvedValue(jsonResponse(200, paris));
    typeInto(input, '8 bou');
    await vi.advanceTimersByTimeAsync(250);
    expect(list.hidden).toBe(false);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(options(list)).toEqual(['8 Boulevard du Port 80000 Amiens', '8 Rue de Rivoli 75004 Paris']);

    key(input, 'ArrowDown');
    key(input, 'ArrowDown');
    const second = query(list, '[role="option"]:nth-child(2)');
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(input.getAttribute('aria-activedescendant')).toBe(second.id);
    key(input, 'ArrowDown');
    expect(input.getAttribute('aria-activedescendant')).toBe(query(list, '[role="option"]').id);
    key(input, 'ArrowUp');
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    input.dispatchEvent(enter);
    // Enter picks instead of submitting the form
    expect(enter.defaultPrevented).toBe(true);
    expect(input.value).toBe('8 Rue de Rivoli 75004 Paris');
    expect(list.hidden).toBe(true);
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(new FormData(form).get('q_1')).toBe('8 Rue de Rivoli 75004 Paris');
  });

  it('closes on Escape', async () => {
    const { input, list, fetch } = mount();
    fetch.mockResolvedValue(jsonResponse(200, paris));
    typeInto(input, 'rivoli');
    await vi.advanceTimersByTimeAsync(250);
    key(input, 'Escape');
    expect(list.hidden).toBe(true);
    expect(input.value).toBe('rivoli');
  });

  it("fills LocationAddress's lat and lon from the chosen geometry [lon, lat], and forgets them on typing", async () => {
    const { form, fetch } = mount();
    const input = query<HTMLInputElement>(form, '#q_2');
    fetch.mockResolvedValue(jsonResponse(200, paris));
    typeInto(input, 'rivoli');
    await vi.advanceTimersByTimeAsync(250);
    query(form, '#q_2-suggestions [role="option"]:nth-child(2)').click();
    expect(input.value).toBe('8 Rue de Rivoli 75004 Paris');
    expect(query<HTMLInputElement>(form, 'input[data-location="lat"]').value).toBe('48.85');
    expect(query<HTMLInputElement>(form, 'input[data-location="lon"]').value).toBe('2.35');
    typeInto(input, '8 Rue de Rivoli 75004 Paris, 2nd floor');
    expect(query<HTMLInputElement>(form, 'input[data-location="lat"]').value).toBe('');
  });

  it("says 'Aucune adresse trouvée' when nothing is found", async () => {
    const { form, input, list, fetch } = mount();
    fetch.mockResolvedValue(jsonResponse(200, { features: [] }));
    typeInto(input, 'zzzzzz');
    await vi.advanceTimersByTimeAsync(250);
    expect(list.hidden).toBe(true);
    const status = query(form, '[data-element-id="1"] .fb-address-status');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('Aucune adresse trouvée');
    typeInto(input, 'zz');
    expect(status.textContent).toBe('');
  });

  it('ignores failures silently', async () => {
    const { form, input, list, fetch } = mount();
    fetch
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('oops', { status: 500 }));
    typeInto(input, 'rivoli');
    await vi.advanceTimersByTimeAsync(250);
    typeInto(input, 'rivolii');
    await vi.advanceTimersByTimeAsync(250);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(list.hidden).toBe(true);
    expect(query(form, '[data-element-id="1"] .fb-address-status').textContent).toBe('');
    expect(form.querySelector('.fb-form-error')).toBeNull();
    // No dead end (docs/product.md "Reach"): the address typed is the answer, as free text.
    input.dispatchEvent(new Event('blur'));
    expect(new FormData(form).get('q_1')).toBe('rivolii');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('does nothing when the page names no search service', async () => {
    const { input, fetch } = mount({});
    typeInto(input, 'rivoli');
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('the address service call', () => {
  it('leaves out lat/lon unless both are set, and the citycode unless set', () => {
    expect(searchUrl(`${BASE}/`, { text: 'a b', limit: 5, lat: '48', lon: '' })).toBe(`${BASE}/search/?q=a+b&limit=5`);
  });

  it('reads at most `limit` labelled features, a missing point as null', () => {
    const body = {
      features: [{ properties: { label: 'A' } }, { properties: {} }, ...paris.features, feature('C', 1, 2)],
    };
    expect(readSuggestions(body, 2)).toEqual([
      { label: 'A', coordinates: null },
      { label: '8 Boulevard du Port 80000 Amiens', coordinates: [2.29, 49.89] },
    ]);
    expect(readSuggestions('nonsense', 5)).toEqual([]);
  });
});
