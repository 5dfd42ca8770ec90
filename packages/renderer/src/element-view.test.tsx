// @vitest-environment jsdom
import { ELEMENT_TYPES, getElementDefinition } from '@formbuilder/core';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ElementView } from './element-view';
import { elementComponents } from './elements';
import { TextBoxView } from './elements/text-box';
import { makeElement, one, ssr } from './testing';
import type { ElementProps } from './types';

const inputTypes = ELEMENT_TYPES.filter((type) => getElementDefinition(type).isInput);

describe('ElementView in renderer mode', () => {
  it.each(inputTypes)('wraps %s in its container and names its answer q_{id}', (type) => {
    const root = ssr(<ElementView element={makeElement(type, 7)} mode="renderer" />);
    const frame = one(root, '.fb-element');
    expect(frame.dataset.elementId).toBe('7');
    expect(frame.dataset.type).toBe(type);
    expect(frame.dataset.required).toBe('false');
    const names = [...root.querySelectorAll('[name]')].map((node) => node.getAttribute('name'));
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => name === 'q_7' || name?.startsWith('q_7.'))).toBe(true);
  });

  it('gives every container its kebab-case type class', () => {
    expect(
      one(ssr(<ElementView element={makeElement('NetPromoterScore', 1)} mode="renderer" />), '.fb-element').className,
    ).toBe('fb-element fb-net-promoter-score');
    expect(
      one(ssr(<ElementView element={makeElement('URLParam', 1, { hidden: false })} mode="renderer" />), '.fb-element')
        .className,
    ).toBe('fb-element fb-url-param');
  });

  it('has one component per element type', () => {
    expect(Object.keys(elementComponents).sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  it('skips an unknown type', () => {
    const element = { ...makeElement('TextBox', 1), type: 'Hologram' } as unknown as ReturnType<typeof makeElement>;
    expect(ssr(<ElementView element={element} mode="renderer" />).innerHTML).toBe('');
  });
});

describe('ElementView in builder mode', () => {
  it.each(ELEMENT_TYPES)('draws %s with inert, nameless controls', (type) => {
    const root = ssr(<ElementView element={makeElement(type, 3, { isUnselectable: true })} mode="builder" />);
    expect(root.querySelector('[name]')).toBeNull();
    const controls = [...root.querySelectorAll('input, select, textarea, button')];
    expect(controls.every((control) => control.hasAttribute('disabled'))).toBe(true);
  });

  it('shows the builder label slot instead of the label', () => {
    const root = ssr(
      <ElementView element={makeElement('TextBox', 3, { label: 'Old' })} mode="builder" labelSlot={<em>editing</em>} />,
    );
    expect(one(root, 'label').textContent).toBe('editing');
  });
});

describe('required and errors', () => {
  it('marks a required question with the attribute, an asterisk and hidden text', () => {
    const root = ssr(<ElementView element={makeElement('TextBox', 4, { required: true })} mode="renderer" />);
    expect(one(root, '.fb-element').dataset.required).toBe('true');
    expect(one(root, 'input').hasAttribute('required')).toBe(true);
    expect(one(root, 'label .fb-required [aria-hidden="true"]').textContent).toBe('*');
    expect(one(root, 'label .fb-visually-hidden').textContent).toContain('required');
  });

  it('never marks types without required (docs/product.md §B5)', () => {
    const root = ssr(<ElementView element={makeElement('Header', 4, { required: true })} mode="renderer" />);
    expect(one(root, '.fb-element').dataset.required).toBe('false');
    expect(root.querySelector('.fb-required')).toBeNull();
  });

  it('wires the error slot to the input', () => {
    const root = ssr(
      <ElementView
        element={makeElement('Email', 5, { sublabelText: 'Work address' })}
        mode="renderer"
        error="Please enter a valid e-mail address."
      />,
    );
    const error = one(root, '#q_5-error');
    expect(error.getAttribute('role')).toBe('alert');
    expect(error.textContent).toBe('Please enter a valid e-mail address.');
    const input = one(root, 'input');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('q_5-sublabel q_5-error');
    expect(one(root, '#q_5-sublabel').textContent).toBe('Work address');
  });

  it('has no error slot without an error', () => {
    const root = ssr(<ElementView element={makeElement('TextBox', 5)} mode="renderer" />);
    expect(root.querySelector('.fb-error')).toBeNull();
    expect(one(root, 'input').hasAttribute('aria-invalid')).toBe(false);
    expect(one(root, 'input').hasAttribute('aria-describedby')).toBe(false);
  });

  it('wires every radio of a group', () => {
    const root = ssr(
      <ElementView element={makeElement('Radio', 6, { required: true })} mode="renderer" error="Required field" />,
    );
    const radios = [...root.querySelectorAll('input[type=radio]')];
    expect(radios).toHaveLength(2);
    for (const radio of radios) {
      expect(radio.getAttribute('aria-describedby')).toBe('q_6-error');
      expect(radio.hasAttribute('required')).toBe(true);
    }
    expect(one(root, 'fieldset legend').textContent).toContain('Single Choice');
  });

  it('drops native required from a question hidden by rules', () => {
    const root = ssr(<ElementView element={makeElement('TextBox', 8, { required: true })} mode="renderer" hidden />);
    expect(one(root, '.fb-element').hasAttribute('hidden')).toBe(true);
    expect(one(root, '.fb-element').dataset.required).toBe('true');
    expect(one(root, 'input').hasAttribute('required')).toBe(false);
  });

  it('names an input whose label is blank after its type', () => {
    const root = ssr(<ElementView element={makeElement('TextBox', 9, { label: '<p></p>' })} mode="renderer" />);
    expect(one(root, 'label .fb-visually-hidden').textContent).toBe('Short Text');
  });
});

describe('memoisation', () => {
  it('re-renders only when its props change', () => {
    const components = elementComponents as Record<string, ComponentType<ElementProps>>;
    const original = elementComponents.TextBox;
    const spy = vi.fn(TextBoxView);
    components.TextBox = spy;
    try {
      const element = makeElement('TextBox', 1);
      const onChange = vi.fn();
      const view = render(<ElementView element={element} mode="viewer" value="a" onChange={onChange} />);
      view.rerender(<ElementView element={element} mode="viewer" value="a" onChange={onChange} />);
      expect(spy).toHaveBeenCalledTimes(1);
      view.rerender(<ElementView element={{ ...element, label: 'New' }} mode="viewer" value="a" onChange={onChange} />);
      expect(spy).toHaveBeenCalledTimes(2);
      expect(view.container.querySelector('label')?.textContent).toBe('New');
    } finally {
      components.TextBox = original;
    }
  });
});
