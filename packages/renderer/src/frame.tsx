import { getElementDefinition, stripHtml, type Element } from '@formbuilder/core';
import type { ReactNode } from 'react';
import { errorId, hintId, isRequired, kebabType, sublabelId, type FieldState } from './field';
import { Recalled } from './recall';
import { RichText } from './rich-text';
import type { ElementProps } from './types';

interface FrameProps {
  readonly element: Element;
  readonly hidden?: boolean | undefined;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * Every element's container; the vanilla script finds elements by
 * data-element-id and reads data-type and data-required (a question hidden by
 * rules loses native required; data-required says to restore it).
 */
export function ElementFrame({ element, hidden, className, children }: FrameProps): ReactNode {
  const classes = `fb-element fb-${kebabType(element.type)}${className === undefined ? '' : ` ${className}`}`;
  return (
    <div
      className={classes}
      data-element-id={element.id}
      data-type={element.type}
      data-required={String(isRequired(element))}
      hidden={hidden === true || undefined}
    >
      {children}
    </div>
  );
}

/** docs/product.md §B5, required questions are marked; the word is there for screen readers. */
export function RequiredMark(): ReactNode {
  return (
    <span className="fb-required">
      <span aria-hidden="true">*</span>
      <span className="fb-visually-hidden"> required</span>
    </span>
  );
}

/** The label's content: the builder's slot, or the rich-text label, plus the required mark. */
export function LabelContent({ element, labelSlot }: Pick<ElementProps, 'element' | 'labelSlot'>): ReactNode {
  const label = element.label ?? '';
  const blank = labelSlot === undefined && stripHtml(label) === '';
  return (
    <>
      {labelSlot ?? <RichText html={label} />}
      {/* an empty label would leave the input nameless for assistive technology */}
      {blank && <span className="fb-visually-hidden">{getElementDefinition(element.type)?.displayName}</span>}
      {isRequired(element) && <RequiredMark />}
    </>
  );
}

export function Sublabel({ element }: { readonly element: Element }): ReactNode {
  const text = element.sublabelText;
  if (typeof text !== 'string' || text === '') return null;
  return (
    <p className="fb-sublabel" id={sublabelId(element.id)}>
      <Recalled text={text} />
    </p>
  );
}

/** The field's hint (FieldState.hint), under its controls and named by their aria-describedby. */
export function Hint({ state }: { readonly state: FieldState }): ReactNode {
  if (state.hint === undefined) return null;
  return (
    <p className="fb-hint" id={hintId(state.id)}>
      {state.hint}
    </p>
  );
}

export function ErrorSlot({ id, error }: { readonly id: number; readonly error: string | undefined }): ReactNode {
  if (error === undefined || error === '') return null;
  return (
    <p className="fb-error" id={errorId(id)} role="alert">
      {error}
    </p>
  );
}

interface QuestionProps {
  readonly props: ElementProps;
  readonly state: FieldState;
  /** The id of the control the label names; defaults to q_{id}. */
  readonly labelFor?: string;
  readonly className?: string;
  readonly children: ReactNode;
}

/** A question with one labelled control. */
export function Question({ props, state, labelFor, className, children }: QuestionProps): ReactNode {
  return (
    <ElementFrame element={props.element} hidden={props.hidden} className={className}>
      <label className="fb-label" htmlFor={labelFor ?? state.name}>
        <LabelContent element={props.element} labelSlot={props.labelSlot} />
      </label>
      {children}
      <Hint state={state} />
      <Sublabel element={props.element} />
      <ErrorSlot id={state.id} error={props.error} />
    </ElementFrame>
  );
}

/**
 * A question with several controls (radio, checkbox, scales, name): fieldset
 * and legend. Each control carries aria-describedby, which screen readers
 * announce more reliably than a fieldset's.
 */
export function QuestionGroup({ props, state, className, children }: Omit<QuestionProps, 'labelFor'>): ReactNode {
  return (
    <ElementFrame element={props.element} hidden={props.hidden} className={className}>
      <fieldset className="fb-group">
        <legend className="fb-label">
          <LabelContent element={props.element} labelSlot={props.labelSlot} />
        </legend>
        {children}
        <Hint state={state} />
        <Sublabel element={props.element} />
        <ErrorSlot id={state.id} error={props.error} />
      </fieldset>
    </ElementFrame>
  );
}
