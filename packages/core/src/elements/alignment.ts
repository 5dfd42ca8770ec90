import { z } from 'zod';

// docs/product.md §B3 table, Header alignment (Center, Left, Right)
export const ALIGNMENTS = ['Center', 'Left', 'Right'] as const;
export const alignmentSchema = z.enum(ALIGNMENTS);
export type Alignment = z.infer<typeof alignmentSchema>;
