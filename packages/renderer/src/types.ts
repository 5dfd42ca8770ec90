import type { Element } from '@formbuilder/core';
import type { ReactNode } from 'react';

/**
 * docs/product.md §B1, a form is drawn in one of three modes: builder (the
 * editing stage: inert controls), viewer (the preview: interactive) and
 * renderer (the live public form, rendered on the server).
 */
export type RenderMode = 'builder' | 'viewer' | 'renderer';

/** One dataset item (docs/product.md §B7, GET /api/datasets): value submitted, display shown. */
export interface DatasetItem {
  readonly value: string;
  readonly display: string;
}

/** Datasets by name (countries, usStates … and countriesDialCodes for Phone). */
export type Datasets = Readonly<Record<string, readonly DatasetItem[]>>;

/** Reports a new answer for the element with this id (viewer mode). */
export type ChangeHandler = (id: number, value: unknown) => void;

/** What every element component receives. */
export interface ElementProps {
  readonly element: Element;
  readonly mode: RenderMode;
  /** The current answer; also what the uncontrolled server HTML shows. */
  readonly value?: unknown;
  /** A message to show in the error slot. */
  readonly error?: string | undefined;
  /** When given (and not in builder mode), inputs are controlled. */
  readonly onChange?: ChangeHandler | undefined;
  readonly datasets?: Datasets | undefined;
  /** Replaces the label's content (the builder's inline label editor). */
  readonly labelSlot?: ReactNode;
  /** Hidden by rules: drawn with the hidden attribute and never natively required. */
  readonly hidden?: boolean | undefined;
  /**
   * The target of a show/hide rule: never natively required, since without the
   * script the browser cannot know whether it is shown (the server checks it with
   * the rules); data-required lets the script restore it.
   */
  readonly conditional?: boolean | undefined;
}

/**
 * A visitor's partial response as the live page shows it (docs/product.md, "Partial
 * responses"): the server passes it to FormView when the form saves answers as visitors go.
 */
export interface PartialView {
  /** Kept files of the visitor's partial response, by File question id (as a string). */
  readonly keptFiles: Readonly<Record<string, readonly { readonly fileName: string; readonly size: number }[]>>;
  /** Said at the top of the form (role=status), not as an error: an unusable resume link. */
  readonly notice?: string;
}
