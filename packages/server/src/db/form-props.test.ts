import { describe, expect, it } from 'vitest';
import { createNewForm } from '@formbuilder/core';
import { readFormProps, requireProps } from './form-props';

describe('readFormProps: the one reader of stored props', () => {
  it('parses stored props with core defaults for what an older save left out', () => {
    const props = readFormProps(JSON.stringify({ elements: [{ id: 1, type: 'TextBox', label: 'Name' }] }));
    expect(props?.elements).toEqual([expect.objectContaining({ id: 1, type: 'TextBox', label: 'Name' })]);
    expect(props?.tags).toEqual([]);
    expect(props?.rules).toEqual([]);
  });

  it('returns what a new form stores as it was', () => {
    const { props } = createNewForm();
    expect(readFormProps(JSON.stringify(props))).toEqual(props);
  });

  it('returns undefined for props that no longer parse, and for text that is not JSON', () => {
    const twice = {
      elements: [
        { id: 1, type: 'TextBox' },
        { id: 1, type: 'Email' },
      ],
    };
    expect(readFormProps(JSON.stringify(twice))).toBeUndefined();
    expect(readFormProps(JSON.stringify({ elements: [{ id: 1, type: 'NoSuchElement' }] }))).toBeUndefined();
    expect(readFormProps('{"elements": [')).toBeUndefined();
    expect(readFormProps('null')).toBeUndefined();
  });
});

describe('requireProps', () => {
  it('passes parsed props through and fails, naming their owner, on props that no longer parse', () => {
    const { props } = createNewForm();
    expect(requireProps(props, 'form 1')).toBe(props);
    expect(() => requireProps(undefined, 'version 2 of form 1')).toThrow(
      'The stored props of version 2 of form 1 no longer parse.',
    );
  });
});
