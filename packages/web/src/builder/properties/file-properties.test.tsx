// @vitest-environment jsdom
import { SERVER_FILE_ACCEPT, createElement } from '@formbuilder/core';
import type { Element } from '@formbuilder/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, savedForm, serveForm, signIn } from '../../editor/editor-test-kit';
import { propertyKeys } from './property-plan';

async function openProperties(element: Element) {
  signIn();
  serveForm(savedForm(5, (form) => form.props.elements.splice(1, 0, element)));
  renderEditor(`/editor/5/builder/question/${element.id}/properties`);
  return screen.findByRole('region', { name: 'Question Properties' });
}

/** The accept list the stage's file input carries (the renderer's, so what visitors get). */
const stageAccept = () => document.querySelector('input[type="file"]')?.getAttribute('accept');

// docs/product.md "Files before upload": the owner ticks the kinds of file a File question takes.
describe('File properties', () => {
  it('offer the accepted file types and the largest file to File questions only', () => {
    expect(propertyKeys('File')).toEqual(expect.arrayContaining(['accept', 'maxFileMb']));
    expect(propertyKeys('TextBox')).not.toContain('accept');
    expect(propertyKeys('TextBox')).not.toContain('maxFileMb');
  });

  it("set the question's largest file, never above the server's limit, said under the stage's input", async () => {
    const panel = await openProperties({ ...createElement('File', 10), label: 'CV', accept: '.pdf' });
    const size = within(panel).getByRole('textbox', { name: 'Largest file' });
    expect(size.getAttribute('aria-describedby')).toBeTruthy();
    expect(
      within(panel).getByText('Empty: the server’s limit, 10 MB. A smaller limit, like 2 or 0.5, is checked too.'),
    ).toBeTruthy();
    expect(screen.getByText('Up to 10 MB · PDF files')).toBeTruthy();
    fireEvent.change(size, { target: { value: '2' } });
    expect(screen.getByText('Up to 2 MB · PDF files')).toBeTruthy();
    // Above the server's limit: the box says why, and the question keeps its last limit.
    fireEvent.change(size, { target: { value: '25' } });
    expect(within(panel).getByText('Enter a number of MB above 0 and at most 10, or leave it empty.')).toBeTruthy();
    expect(size.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Up to 2 MB · PDF files')).toBeTruthy();
    // A decimal comma is read as a point.
    fireEvent.change(size, { target: { value: '0,5' } });
    expect(screen.getByText('Up to 0.5 MB · PDF files')).toBeTruthy();
    expect(within(panel).queryByText(/Enter a number of MB/)).toBeNull();
    fireEvent.change(size, { target: { value: '' } });
    expect(screen.getByText('Up to 10 MB · PDF files')).toBeTruthy();
  });

  it('tick kinds into the accept list, none ticked meaning every type the server takes', async () => {
    const panel = await openProperties({ ...createElement('File', 10), label: 'CV' });
    const types = within(panel).getByRole('group', { name: 'Accepted file types' });
    expect(
      within(types)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).checked),
    ).toEqual(Array(8).fill(false));
    expect(within(types).getByText(/None ticked: every type the server takes/)).toBeTruthy();
    fireEvent.click(within(types).getByRole('checkbox', { name: 'PDF' }));
    fireEvent.click(within(types).getByRole('checkbox', { name: 'Word (.docx)' }));
    expect(stageAccept()).toBe('.pdf,.docx');
    expect(within(types).getByText('Visitors can send PDF and Word files.')).toBeTruthy();
    expect(screen.getByText('Up to 10 MB · PDF and Word files')).toBeTruthy();
    fireEvent.click(within(types).getByRole('checkbox', { name: 'PDF' }));
    fireEvent.click(within(types).getByRole('checkbox', { name: 'Word (.docx)' }));
    expect(stageAccept()).toBe(SERVER_FILE_ACCEPT);
    expect(within(types).getByText(/None ticked/)).toBeTruthy();
  });

  it('keep entries written outside the builder and tick the kinds they make', async () => {
    const panel = await openProperties({ ...createElement('File', 10), accept: 'application/pdf, image/png' });
    const types = within(panel).getByRole('group', { name: 'Accepted file types' });
    expect(within(types).getByRole<HTMLInputElement>('checkbox', { name: 'PDF' }).checked).toBe(true);
    expect(within(types).getByText(/Also in the list \(set outside the builder\): image\/png/)).toBeTruthy();
    fireEvent.click(within(types).getByRole('checkbox', { name: 'ZIP' }));
    expect(stageAccept()).toBe('.pdf,.zip,image/png');
    fireEvent.click(within(types).getByRole('button', { name: 'Remove them' }));
    expect(stageAccept()).toBe('.pdf,.zip');
    expect(within(types).queryByText(/Also in the list/)).toBeNull();
  });
});
