import { ALIGNMENTS, type Alignment } from '@formbuilder/core';

const isAlignment = (value: unknown): value is Alignment => ALIGNMENTS.some((alignment) => alignment === value);

/**
 * docs/product.md §B3 table, alignment (Center, Left, Right) of Header,
 * Description and RatingScale (ratingScaleFloat), as a class rather than an
 * inline style so a strict style-src policy cannot undo it.
 */
export function alignClass(value: unknown, fallback: Alignment): string {
  return `fb-align-${(isAlignment(value) ? value : fallback).toLowerCase()}`;
}
