import { createNewForm } from '@formbuilder/core';
import { describe, expect, it, vi } from 'vitest';
import { edit } from './builder-state';
import { createBuilderStore } from './builder-store';

describe('builder store', () => {
  it('tells subscribers about changes, not about actions that change nothing', () => {
    const store = createBuilderStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'loaded', form: createNewForm(), published: null });
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch(edit({ type: 'moveElementUp', id: 1 }));
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch(edit({ type: 'addElement', elementType: 'Email' }));
    expect(store.getState().form?.props.elements.map((element) => element.type)).toEqual([
      'TextBox',
      'Email',
      'Button',
    ]);
    unsubscribe();
    store.dispatch({ type: 'undo' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(store.getState().form?.props.elements).toHaveLength(2);
  });
});
