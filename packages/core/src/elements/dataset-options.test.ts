import { describe, expect, it } from 'vitest';
import type { ParsedOption } from '../options';
import { ruleValueChoices } from '../rules/editing';
import { validateAnswers } from '../rules/validate';
import type { Element } from '../schemas/element';
import { elementDatasetNames, resolveDatasetOptions, withDatasetOptions } from './dataset-options';
import { createElement, elementRegistry } from './registry';

// Questions set to a dataset offered and accepted 'Option 1 / Option 2'.

const months: ParsedOption[] = ['January', 'February', 'March'].map((name) => ({ value: name, display: name }));
const dialCodes: ParsedOption[] = [{ value: '+33 (FR)', display: 'France (+33)' }];
const lookup = (name: string) => ({ months, countriesDialCodes: dialCodes })[name];

const radio: Element = { ...createElement('Radio', 1), hasDataset: true, dataset: 'months' };
const dropdown: Element = { ...createElement('Dropdown', 2), hasDataset: true, dataset: 'countriesDialCodes' };

describe('withDatasetOptions', () => {
  it("gives a dataset question its dataset's items as options, in 'display##value' form", () => {
    expect(radio.options).toEqual(['Option 1', 'Option 2']);
    expect(withDatasetOptions(radio, lookup).options).toEqual(['January', 'February', 'March']);
    expect(withDatasetOptions(dropdown, lookup).options).toEqual(['France (+33)##+33 (FR)']);
  });

  it('leaves a question alone without hasDataset, with an unknown dataset, or without options', () => {
    const plain = createElement('Radio', 3);
    expect(withDatasetOptions(plain, lookup)).toBe(plain);
    const unknown: Element = { ...radio, dataset: 'planets' };
    expect(withDatasetOptions(unknown, lookup)).toBe(unknown);
    const phone: Element = { ...createElement('Phone', 4), hasDataset: true };
    expect(withDatasetOptions(phone, lookup)).toBe(phone);
  });

  it("names Phone's dial codes among its datasets, even beside a stale one (docs/product.md §B3 table)", () => {
    expect(elementDatasetNames({ id: 5, type: 'Phone' })).toEqual(['countriesDialCodes']);
    expect(elementDatasetNames({ id: 5, type: 'Phone', dataset: 'months' })).toEqual(['months', 'countriesDialCodes']);
    expect(elementDatasetNames(radio)).toEqual(['months']);
    expect(elementDatasetNames(createElement('TextBox', 6))).toEqual([]);
  });
});

describe('a resolved dataset question', () => {
  const [resolvedRadio, resolvedDropdown] = resolveDatasetOptions([radio, dropdown], lookup) as [Element, Element];
  const check = (element: Element, answer: unknown) => elementRegistry[element.type].validate(element, answer);

  it('accepts dataset values and refuses the stale options (docs/product.md §B5)', () => {
    expect(check(resolvedRadio, 'January')).toBeNull();
    expect(check(resolvedRadio, 'Option 1')).toBe('Please choose one of the options.');
    expect(check(resolvedDropdown, '+33 (FR)')).toBeNull();
    expect(validateAnswers([resolvedRadio], [], { 1: 'Smarch' })).toEqual({ 1: 'Please choose one of the options.' });
  });

  it('offers the dataset values as rule values and formats answers with their display', () => {
    expect(ruleValueChoices(resolvedRadio)?.map((choice) => choice.value)).toEqual(['January', 'February', 'March']);
    expect(elementRegistry.Dropdown.format(resolvedDropdown, '+33 (FR)')).toBe('France (+33)');
  });
});
