// @vitest-environment jsdom
import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ElementView } from '../element-view';
import { makeElement, one, ssr } from '../testing';

// docs/product.md §B3 table, DateTime: dtStart and dtEnd draw the inputs they name;
// core's date-time.test.ts reads them back.
const dateInputs = (root: ParentNode) =>
  [...root.querySelectorAll<HTMLInputElement>('input[type=datetime-local]')].map((input) => input.name);

describe('DateTime', () => {
  it('keeps one input named q_{id} without the flags (older forms)', () => {
    const element = makeElement('DateTime', 1);
    expect(dateInputs(ssr(<ElementView element={element} mode="renderer" />))).toEqual(['q_1']);
  });

  it('draws a start input for dtStart, an end input for dtEnd, both for a range', () => {
    expect(
      dateInputs(ssr(<ElementView element={makeElement('DateTime', 1, { dtStart: true })} mode="renderer" />)),
    ).toEqual(['q_1.start']);
    expect(
      dateInputs(ssr(<ElementView element={makeElement('DateTime', 1, { dtEnd: true })} mode="renderer" />)),
    ).toEqual(['q_1.end']);
    const root = ssr(
      <ElementView
        element={makeElement('DateTime', 1, { dtStart: true, dtEnd: true, required: true })}
        mode="renderer"
        value={{ start: '2026-07-01T10:00', end: '2026-07-01T12:00' }}
      />,
    );
    expect(dateInputs(root)).toEqual(['q_1.start', 'q_1.end']);
    expect(one(root, 'label[for="q_1.start"]').textContent).toBe('Start');
    expect(one<HTMLInputElement>(root, '[name="q_1.end"]').value).toBe('2026-07-01T12:00');
    expect(one<HTMLInputElement>(root, '[name="q_1.start"]').required).toBe(true);
  });

  it('reports the range when controlled', () => {
    const onChange = vi.fn();
    const view = render(
      <ElementView
        element={makeElement('DateTime', 1, { dtStart: true, dtEnd: true })}
        mode="viewer"
        value={{ start: '2026-07-01T10:00' }}
        onChange={onChange}
      />,
    );
    fireEvent.change(view.getByLabelText('End'), { target: { value: '2026-07-01T12:00' } });
    expect(onChange).toHaveBeenLastCalledWith(1, { start: '2026-07-01T10:00', end: '2026-07-01T12:00' });
  });
});
