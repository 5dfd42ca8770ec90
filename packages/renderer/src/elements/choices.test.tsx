// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';

const inputs = (root: ParentNode, selector: string) => [...root.querySelectorAll<HTMLInputElement>(selector)];

describe('Radio', () => {
  const element = makeElement('Radio', 1, { options: ['Yes##y', 'No##n'] });

  it('shows display texts and submits values under q_{id} (docs/product.md §B3)', () => {
    const root = ssr(<ElementView element={element} mode="renderer" />);
    expect(inputs(root, 'input[type=radio]').map((radio) => [radio.name, radio.value])).toEqual([
      ['q_1', 'y'],
      ['q_1', 'n'],
    ]);
    expect(inputs(root, '.fb-choice-text').map((text) => text.textContent)).toEqual(['Yes', 'No']);
  });

  it('redisplays the previous answer as checked', () => {
    const root = ssr(<ElementView element={element} mode="renderer" value="n" />);
    expect(inputs(root, 'input:checked').map((radio) => radio.value)).toEqual(['n']);
  });

  it('offers Clear Selection only when unselectable (docs/product.md §B3 and §B4)', () => {
    expect(ssr(<ElementView element={element} mode="renderer" />).querySelector('button')).toBeNull();
    const root = ssr(<ElementView element={{ ...element, isUnselectable: true }} mode="renderer" />);
    const button = one<HTMLButtonElement>(root, 'button');
    expect(button.type).toBe('button');
    expect(button.dataset.action).toBe('clear-selection');
    expect(button.dataset.target).toBe('q_1');
    expect(button.hasAttribute('data-js-only')).toBe(true);
    expect(button.textContent).toBe('Clear Selection');
    const custom = ssr(
      <ElementView element={{ ...element, isUnselectable: true, unselectButtonText: 'Reset' }} mode="renderer" />,
    );
    expect(one(custom, 'button').textContent).toBe('Reset');
  });

  it('reports choices and clearing when controlled', () => {
    const onChange = vi.fn();
    const view = render(
      <ElementView element={{ ...element, isUnselectable: true }} mode="viewer" value="y" onChange={onChange} />,
    );
    fireEvent.click(view.getByLabelText('No'));
    expect(onChange).toHaveBeenLastCalledWith(1, 'n');
    fireEvent.click(view.getByRole('button', { name: 'Clear Selection' }));
    expect(onChange).toHaveBeenLastCalledWith(1, '');
  });

  it('takes its options from a loaded dataset', () => {
    const withDataset = { ...element, hasDataset: true, dataset: 'daysOfWeek' };
    const datasets = { daysOfWeek: [{ value: 'mon', display: 'Monday' }] };
    const root = ssr(<ElementView element={withDataset} mode="renderer" datasets={datasets} />);
    expect(inputs(root, 'input').map((radio) => radio.value)).toEqual(['mon']);
  });
});

describe('Checkbox', () => {
  const element = makeElement('Checkbox', 2, { options: ['Red##r', 'Green##g', 'Blue##b'] });

  it('repeats q_{id} per option and redisplays every checked value', () => {
    const root = ssr(<ElementView element={element} mode="renderer" value={['r', 'b']} />);
    const boxes = inputs(root, 'input[type=checkbox]');
    expect(boxes.every((box) => box.name === 'q_2')).toBe(true);
    expect(boxes.filter((box) => box.checked).map((box) => box.value)).toEqual(['r', 'b']);
  });

  it('leaves required to the server: a required attribute would demand every box', () => {
    const root = ssr(<ElementView element={{ ...element, required: true }} mode="renderer" />);
    expect(inputs(root, 'input').some((box) => box.required)).toBe(false);
    expect(one(root, '.fb-element').dataset.required).toBe('true');
  });

  it('draws switches when toggle is on', () => {
    const root = ssr(<ElementView element={{ ...element, toggle: true }} mode="renderer" />);
    expect(one(root, '.fb-element').classList.contains('fb-toggles')).toBe(true);
    expect(inputs(root, 'input').every((box) => box.getAttribute('role') === 'switch')).toBe(true);
  });

  it('reports the checked values in option order when controlled', () => {
    const onChange = vi.fn();
    const view = render(<ElementView element={element} mode="viewer" value={['b']} onChange={onChange} />);
    fireEvent.click(view.getByLabelText('Red'));
    expect(onChange).toHaveBeenLastCalledWith(2, ['r', 'b']);
    fireEvent.click(view.getByLabelText('Blue'));
    expect(onChange).toHaveBeenLastCalledWith(2, []);
  });
});

describe('RatingScale', () => {
  it('offers 1 to 5 by default as radios (docs/product.md §B3 and §B9)', () => {
    const root = ssr(<ElementView element={makeElement('RatingScale', 3)} mode="renderer" value={4} />);
    const radios = inputs(root, 'input[type=radio]');
    expect(radios.map((radio) => radio.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(radios.every((radio) => radio.name === 'q_3')).toBe(true);
    expect(radios.find((radio) => radio.checked)?.value).toBe('4');
    expect(one(root, '.fb-scale').className).toBe('fb-scale fb-scale-numbers fb-align-center');
  });

  it('follows ratingScaleOptionTopLimit, Stars and ratingScaleFloat', () => {
    const element = makeElement('RatingScale', 3, {
      ratingScaleOptionTopLimit: 10,
      ratingScaleOptionType: 'Stars',
      ratingScaleFloat: 'Right',
    });
    const root = ssr(<ElementView element={element} mode="renderer" />);
    expect(inputs(root, 'input')).toHaveLength(10);
    expect(root.querySelectorAll('.fb-star[aria-hidden="true"]')).toHaveLength(10);
    expect(one(root, '.fb-scale').className).toBe('fb-scale fb-scale-stars fb-align-right');
    expect(one(root, '.fb-choice').textContent).toBe('★1');
  });
});

describe('NetPromoterScore', () => {
  it('offers 0 to 10 with the two ends named', () => {
    const root = ssr(<ElementView element={makeElement('NetPromoterScore', 4)} mode="renderer" value="0" />);
    const radios = inputs(root, 'input[type=radio]');
    expect(radios.map((radio) => radio.value)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(radios.find((radio) => radio.checked)?.value).toBe('0');
    expect(one(root, '.fb-scale-ends').textContent).toBe('Not likelyExtremely likely');
  });
});

describe('Dropdown and TextBox when controlled', () => {
  it('report the new value', () => {
    const onChange = vi.fn();
    const element = makeElement('Dropdown', 5, { options: ['A##a', 'B##b'] });
    const view = render(<ElementView element={element} mode="viewer" value="" onChange={onChange} />);
    fireEvent.change(view.getByRole('combobox'), { target: { value: 'b' } });
    expect(onChange).toHaveBeenLastCalledWith(5, 'b');
    const text = render(<ElementView element={makeElement('TextBox', 6)} mode="viewer" value="" onChange={onChange} />);
    fireEvent.change(text.getByRole('textbox'), { target: { value: 'hi' } });
    expect(onChange).toHaveBeenLastCalledWith(6, 'hi');
  });

  it('ignore onChange in builder mode', () => {
    const onChange = vi.fn();
    const view = render(
      <ElementView element={makeElement('TextBox', 6)} mode="builder" value="x" onChange={onChange} />,
    );
    const field = view.getByRole('textbox');
    expect(field).toHaveProperty('disabled', true);
    fireEvent.change(field, { target: { value: 'hi' } });
    expect(onChange).not.toHaveBeenCalled();
  });
});
