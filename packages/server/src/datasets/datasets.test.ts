import { PHONE_DEFAULT_DIAL_CODE, PHONE_DIAL_CODE_DATASET } from '@formbuilder/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerErrorHandler } from '../http/errors';
import { registerContract } from '../http/contract';
import { years } from './calendar';
import { flagEmoji } from './countries';
import { datasetNames, getDataset } from './datasets';
import { datasetRoutes } from './datasets.routes';

interface Item {
  value: string;
  display: string;
}

describe('GET /api/datasets', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    await registerContract(app);
    await app.register(datasetRoutes, {});
    await app.ready();
  });
  afterAll(() => app.close());

  const fetchDataset = async (name: string) => {
    const res = await app.inject({ method: 'GET', url: `/api/datasets?dataset=${encodeURIComponent(name)}` });
    return { res, items: res.json<Item[]>() };
  };
  const find = (items: Item[], value: string) => items.find((item) => item.value === value);

  it('offers every dataset of docs/product.md §B3 and Phone’s dial codes', () => {
    expect(datasetNames).toEqual(
      expect.arrayContaining([
        'countries',
        'countriesWithFlags',
        'usStates',
        'months',
        'years',
        'daysOfWeek',
        'daysOfMonth',
        PHONE_DIAL_CODE_DATASET,
      ]),
    );
  });

  it.each(datasetNames)(
    'answers %s without logging in: non-empty { value, display } strings with unique values',
    async (name) => {
      const { res, items } = await fetchDataset(name);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
      expect(items.length).toBeGreaterThan(0);
      for (const item of items) {
        expect(Object.keys(item)).toEqual(['value', 'display']);
        expect(typeof item.value).toBe('string');
        expect(typeof item.display).toBe('string');
        expect(item.value.trim()).not.toBe('');
        expect(item.display.trim()).not.toBe('');
        // docs/product.md §B3, '##' splits display from value in option texts
        expect(item.value).not.toContain('##');
      }
      expect(new Set(items.map((item) => item.value)).size).toBe(items.length);
      expect(items).toEqual(getDataset(name));
    },
  );

  it('has the expected number of items in each list', async () => {
    expect((await fetchDataset('countries')).items.length).toBeGreaterThanOrEqual(240);
    expect((await fetchDataset('countriesWithFlags')).items.length).toBe(
      (await fetchDataset('countries')).items.length,
    );
    expect((await fetchDataset('countriesDialCodes')).items.length).toBe(
      (await fetchDataset('countries')).items.length,
    );
    expect((await fetchDataset('usStates')).items).toHaveLength(51);
    expect((await fetchDataset('months')).items).toHaveLength(12);
    expect((await fetchDataset('daysOfWeek')).items).toHaveLength(7);
    expect((await fetchDataset('daysOfMonth')).items).toHaveLength(31);
  });

  it('lists the calendar in order', async () => {
    const months = (await fetchDataset('months')).items;
    expect(months[0]).toEqual({ value: 'January', display: 'January' });
    expect(months[11]).toEqual({ value: 'December', display: 'December' });
    const days = (await fetchDataset('daysOfWeek')).items.map((item) => item.display);
    expect(days).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
    const dates = (await fetchDataset('daysOfMonth')).items.map((item) => item.value);
    expect(dates[0]).toBe('1');
    expect(dates[30]).toBe('31');
  });

  it('answers 101 years, newest first from the current year, cached an hour at most', async () => {
    const { res, items } = await fetchDataset('years');
    const current = new Date().getFullYear();
    expect(items).toHaveLength(101);
    expect(items[0]).toEqual({ value: String(current), display: String(current) });
    expect(items[100]?.value).toBe(String(current - 100));
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(years(new Date(2031, 0, 1))[0]?.value).toBe('2031');
  });

  it('lets caches keep fixed lists for a day', async () => {
    expect((await fetchDataset('countries')).res.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('names countries, with their flags, and US states by code', async () => {
    const countries = (await fetchDataset('countries')).items;
    expect(find(countries, 'France')).toEqual({ value: 'France', display: 'France' });
    expect(find(countries, 'Japan')).toEqual({ value: 'Japan', display: 'Japan' });
    expect(countries.map((item) => item.display)).toEqual(
      [...countries.map((item) => item.display)].sort(new Intl.Collator('en').compare),
    );
    const flags = (await fetchDataset('countriesWithFlags')).items;
    expect(find(flags, 'France')).toEqual({ value: 'France', display: '🇫🇷 France' });
    expect(flagEmoji('jp')).toBe('🇯🇵');
    const states = (await fetchDataset('usStates')).items;
    expect(find(states, 'CA')).toEqual({ value: 'CA', display: 'California' });
    expect(find(states, 'DC')).toEqual({ value: 'DC', display: 'District of Columbia' });
  });

  it('holds Phone’s default dial code exactly, and the right codes for France and Japan', async () => {
    const dialCodes = (await fetchDataset(PHONE_DIAL_CODE_DATASET)).items;
    expect(find(dialCodes, PHONE_DEFAULT_DIAL_CODE)).toEqual({ value: '+1 (US)', display: 'United States (+1)' });
    expect(find(dialCodes, '+33 (FR)')).toEqual({ value: '+33 (FR)', display: 'France (+33)' });
    expect(find(dialCodes, '+81 (JP)')).toEqual({ value: '+81 (JP)', display: 'Japan (+81)' });
    expect(find(dialCodes, '+1 (CA)')?.display).toBe('Canada (+1)');
    // The renderer joins the value's '+digits' prefix to the number (renderer phone.tsx).
    for (const item of dialCodes) expect(item.value).toMatch(/^\+[0-9]+(-[0-9]+)? \([A-Z]{2}\)$/);
  });

  it('refuses an unknown dataset with 400 and the list of known ones', async () => {
    const { res } = await fetchDataset('planets');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: `Unknown dataset 'planets'. Known datasets: ${datasetNames.join(', ')}.` });
    expect(res.json().message).toContain('Known datasets: countries, countriesWithFlags, usStates');
    expect((await fetchDataset('toString')).res.statusCode).toBe(400);
  });

  it('refuses a request without a dataset name with 400 in words', async () => {
    for (const url of ['/api/datasets', '/api/datasets?dataset=', '/api/datasets?dataset=months&dataset=years']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(
        /^Please name a dataset, for example \?dataset=countries\. Known datasets: countries, /,
      );
    }
  });
});
