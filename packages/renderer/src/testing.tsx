import { createElement, type Element, type ElementType } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';

// Test helpers (used by *.test.tsx under the jsdom environment only).

/** A registry-default element of a type with overrides. */
export function makeElement(type: ElementType, id: number, extra: Record<string, unknown> = {}): Element {
  return { ...createElement(type, id), ...extra };
}

/** The server's HTML of a node, parsed into a detached container to query. */
export function ssr(node: ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(node);
  return container;
}

/** One element's input or other control, asserting it is there. */
export function one<T extends globalThis.Element = HTMLElement>(root: ParentNode, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (found === null) throw new Error(`Nothing matches ${selector}`);
  return found;
}
