import { ELEMENT_TYPES } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { PALETTE_GROUP_NAMES, PALETTE_ORDER } from './palette-catalogue';
import { elementPermissions, paletteEntries, paletteGroups } from './palette-entries';

const noStorage = { fileUploadBucket: false, googleServiceAccountCredentials: false };
const withStorage = { fileUploadBucket: true, googleServiceAccountCredentials: false };
const admin = { permission: {}, admin: true };
const names = (entries: { displayName: string }[]) => entries.map((entry) => entry.displayName);

describe('palette entries', () => {
  it('places every element type in exactly one group', () => {
    expect([...PALETTE_ORDER].sort()).toEqual([...ELEMENT_TYPES].sort());
  });

  it('shows the types group by group, the common ones first, without the Submit Button a form already has', () => {
    const entries = paletteEntries({
      auth: admin,
      capabilities: withStorage,
      autoPageBreak: undefined,
      hasButton: true,
    });
    const groups = paletteGroups(entries);
    expect(groups.map((group) => group.name)).toEqual([...PALETTE_GROUP_NAMES]);
    expect(Object.fromEntries(groups.map((group) => [group.name, names(group.entries)]))).toEqual({
      Text: ['Short Text', 'Long Text', 'Number', 'List'],
      Choice: ['Single Choice', 'Multiple Choice', 'Dropdown', 'Rating Scale', 'Net Promoter Score'],
      Contact: ['Name', 'E-mail', 'Phone', 'Address', 'Location Address'],
      'Date and time': ['Date', 'Date Time'],
      Layout: ['Header', 'Description', 'Image', 'Separator', 'Page Break'],
      Advanced: ['File Upload', 'URL Parameter'],
    });
    expect(entries.every((entry) => !entry.locked && !entry.disabled)).toBe(true);
  });

  it('offers the Submit Button again to a form that has lost it', () => {
    const entries = paletteEntries({
      auth: admin,
      capabilities: noStorage,
      autoPageBreak: undefined,
      hasButton: false,
    });
    expect(names(paletteGroups(entries).find((group) => group.name === 'Layout')?.entries ?? [])).toContain(
      'Submit Button',
    );
  });

  it('tells Address and Location Address apart by their descriptions', () => {
    const entries = paletteEntries({ auth: admin, capabilities: noStorage, autoPageBreak: undefined, hasButton: true });
    const describe = (type: string) => entries.find((entry) => entry.type === type)?.description ?? '';
    expect(describe('Address')).not.toBe('');
    expect(describe('LocationAddress')).toMatch(/map/);
    expect(describe('Address')).not.toBe(describe('LocationAddress'));
    expect(entries.every((entry) => entry.description.length > 0 && entry.description.length <= 16)).toBe(true);
  });

  it('searches names and descriptions, any case, every word, keeping the groups', () => {
    const entries = paletteEntries({ auth: admin, capabilities: noStorage, autoPageBreak: undefined, hasButton: true });
    const found = (query: string) => paletteGroups(entries, query).map((group) => [group.name, names(group.entries)]);
    expect(found('EMAIL')).toEqual([['Contact', ['E-mail']]]);
    expect(found('e-mail')).toEqual([['Contact', ['E-mail']]]);
    expect(found('map')).toEqual([['Contact', ['Location Address']]]);
    expect(found('  one   PICK ')).toEqual([['Choice', ['Single Choice']]]);
    expect(found('one')).toEqual([
      ['Text', ['Short Text']],
      ['Choice', ['Single Choice', 'Dropdown']],
      ['Contact', ['Phone']],
    ]);
    expect(found('date')).toEqual([['Date and time', ['Date', 'Date Time']]]);
    expect(found('zebra')).toEqual([]);
  });

  it('locks the types the role does not allow; an admin gets all', () => {
    const user = { permission: { admin: false, TextBox: true, Email: true, Radio: 'yes' }, admin: false };
    const entries = paletteEntries({ auth: user, capabilities: noStorage, autoPageBreak: undefined, hasButton: true });
    const unlocked = entries.filter((entry) => !entry.locked).map((entry) => entry.type);
    expect(unlocked).toEqual(['TextBox', 'Email']);
    expect(elementPermissions(user.permission)).toEqual({ TextBox: true, Email: true, Radio: false });
  });

  it('offers File Upload only with somewhere to keep files, and disables Page Break under auto page break', () => {
    expect(
      names(paletteEntries({ auth: admin, capabilities: noStorage, autoPageBreak: undefined, hasButton: true })),
    ).not.toContain('File Upload');
    const entries = paletteEntries({
      auth: admin,
      capabilities: withStorage,
      autoPageBreak: { active: true, elemPerPage: 2 },
      hasButton: true,
    });
    expect(entries.some((entry) => entry.type === 'File')).toBe(true);
    expect(entries.find((entry) => entry.type === 'PageBreak')?.disabled).toBe(true);
    expect(entries.filter((entry) => entry.disabled)).toHaveLength(1);
  });
});
