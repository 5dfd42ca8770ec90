import { describe, expect, it } from 'vitest';
import { elementPermissions, paletteEntries } from './palette-entries';

const noStorage = { fileUploadBucket: false, googleServiceAccountCredentials: false };
const admin = { permission: {}, admin: true };

describe('palette entries', () => {
  it('orders element types by weight with their display names', () => {
    const entries = paletteEntries({ auth: admin, capabilities: noStorage, autoPageBreak: undefined });
    const names = entries.map((entry) => entry.displayName);
    expect(names.slice(0, 5)).toEqual(['Date', 'Date Time', 'Number', 'Short Text', 'URL Parameter']);
    expect(names.indexOf('Long Text')).toBeLessThan(names.indexOf('Single Choice'));
    expect(names.indexOf('Single Choice')).toBeLessThan(names.indexOf('Multiple Choice'));
    expect(names.indexOf('Submit Button')).toBeLessThan(names.indexOf('Header'));
    expect(names.indexOf('Page Break')).toBeLessThan(names.indexOf('Separator'));
    expect(names).not.toContain('File Upload');
    expect(entries.every((entry) => !entry.locked)).toBe(true);
  });

  it('locks the types the role does not allow; an admin gets all', () => {
    const user = { permission: { admin: false, TextBox: true, Email: true, Radio: 'yes' }, admin: false };
    const entries = paletteEntries({ auth: user, capabilities: noStorage, autoPageBreak: undefined });
    const unlocked = entries.filter((entry) => !entry.locked).map((entry) => entry.type);
    expect(unlocked).toEqual(['TextBox', 'Email']);
    expect(elementPermissions(user.permission)).toEqual({ TextBox: true, Email: true, Radio: false });
  });

  it('offers File Upload only with somewhere to keep files, and disables Page Break under auto page break', () => {
    const entries = paletteEntries({
      auth: admin,
      capabilities: { fileUploadBucket: true, googleServiceAccountCredentials: false },
      autoPageBreak: { active: true, elemPerPage: 2 },
    });
    expect(entries.some((entry) => entry.type === 'File')).toBe(true);
    expect(entries.find((entry) => entry.type === 'PageBreak')?.disabled).toBe(true);
    expect(entries.filter((entry) => entry.disabled)).toHaveLength(1);
  });
});
