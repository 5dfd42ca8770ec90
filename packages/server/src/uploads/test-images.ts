// Tiny images for the upload tests, recognised by their content (file-type).

/** A 1×1 transparent PNG. */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

/** A JPEG start (SOI, JFIF APP0) and end: enough for file-type. */
export const JPEG = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(16), Buffer.from('ffd9', 'hex')]);

/** A 1×1 GIF: an image, but not one the rich-text editor accepts. */
export const GIF = Buffer.from('474946383961010001008000000000000000002c00000000010001000002024401003b', 'hex');
