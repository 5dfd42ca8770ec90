// @vitest-environment jsdom
import { readAnswers as readElementAnswers } from '@formbuilder/core/runtime';
import { answerSample } from '@formbuilder/core/testing';
import { describe, expect, it } from 'vitest';
import { formDataReader, readAnswers } from './answers';
import { drawPage } from './client-testing';

// The script reads the page's FormData with core's one reader, the one the server
// reads a submission with (server submissions/answers.test.ts holds its adapter to
// the same sample), so it validates and applies rules to what the server will store.

/** Types the sample's fields into the drawn page, by the names the renderer gave its inputs. */
function fill(form: HTMLFormElement): void {
  for (const [name, values] of Object.entries(answerSample.fields)) {
    const controls = [
      ...form.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(`[name="${name}"]`),
    ];
    expect(controls.length, name).toBeGreaterThan(0);
    for (const control of controls) {
      if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
        control.checked = values.includes(control.value);
      else control.value = values[0] ?? '';
    }
  }
}

describe('readAnswers from the page', () => {
  it("reads the sample's fields into the sample's answers, DateTime in Paris time as on the server", () => {
    const form = drawPage({ elements: answerSample.elements });
    fill(form);
    const data = new FormData(form);
    // jsdom cannot set a file input's files; the form sends a file under the same name
    for (const [name, fileNames] of Object.entries(answerSample.files)) {
      data.delete(name);
      for (const fileName of fileNames) data.append(name, new File(['content'], fileName));
    }
    expect(readElementAnswers(answerSample.elements, formDataReader(data))).toEqual(answerSample.answers);
    const { '8': _file, ...withoutFile } = answerSample.answers;
    expect(readAnswers(form, answerSample.elements)).toEqual(withoutFile);
  });

  it('leaves out empty answers, empty file inputs and layout elements, as the server does', () => {
    const form = drawPage({ elements: answerSample.elements });
    const answers = readAnswers(form, answerSample.elements);
    // Name and LocationAddress always read as objects of empty parts, like on the server;
    // the Phone's dial code alone is no answer
    expect(Object.keys(answers).sort()).toEqual(['4', '7']);
  });
});
