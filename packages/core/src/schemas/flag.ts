import { z } from 'zod';

/** The spec's 0/1 flags (app-shell §3 and §9: private, read, isActive, emailVerified). */
export const zeroOrOneSchema = z.union([z.literal(0), z.literal(1)]);

/** A stored integer column read as the spec's 0/1 flag. */
export const toZeroOrOne = (value: number): 0 | 1 => (value === 1 ? 1 : 0);
