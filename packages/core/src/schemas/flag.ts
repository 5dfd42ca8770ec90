import { z } from 'zod';

/** The product's 0/1 flags (docs/product.md §A3 and §A9: private, read, isActive, emailVerified). */
export const zeroOrOneSchema = z.union([z.literal(0), z.literal(1)]);

/** A stored integer column read as the product's 0/1 flag. */
export const toZeroOrOne = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
