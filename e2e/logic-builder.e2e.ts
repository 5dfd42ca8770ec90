import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/browser';
import { journeyForTests } from './support/journey';
import { mapShot, openLogic } from './support/logic-screen';
import { logInByApi, ownerRequest, publishForm } from './support/public-form-api';

// The owner builds a form's logic in the builder (docs/product.md, "Logic", "In the builder"):
// option scores on a choice question, a value and a calculation reading a score, an ending with
// conditions, a jump, and an answer recalled in a label; all saved in props.logic by the autosave.
// The Logic screen passes axe and is drawn at 1280×800 and 390 px wide.

const shots = path.join(import.meta.dirname, 'screenshots');
const OWNER = 'logic-owner@example.com';
const props = {
  elements: [
    { id: 1, type: 'TextBox', label: 'Your name' },
    { id: 2, type: 'Radio', label: 'Plan', options: ['Free##free', 'Pro##pro'] },
    { id: 3, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
    { id: 4, type: 'Email', label: 'E-mail', required: true },
    { id: 5, type: 'PageBreak', nextButtonText: 'Next', previousButtonText: 'Back' },
    { id: 6, type: 'TextArea', label: 'Anything else?' },
    { id: 8, type: 'Description', label: '<p>Thanks for choosing</p>' },
    { id: 7, type: 'Button', buttonText: 'Send' },
  ],
};

describe('logic in the builder', () => {
  const journey = journeyForTests([OWNER], OWNER, { shots });

  it('sets scores, a value, a calculation, an ending, a jump and a recalled answer, saved with the form', async () => {
    const { page, app } = journey;
    const owner = await logInByApi(app.url, OWNER);
    const { id } = await publishForm(owner, 'Plans', props);

    await page.goto(`${app.url}/editor/${String(id)}/builder/question/2/properties`);
    const scores = page.getByRole('group', { name: 'Scores' });
    await scores.getByLabel('Score of “Free”').fill('1');
    await scores.getByLabel('Score of “Pro”').fill('5');
    // The autosave keeps them before the next address is opened.
    await page.getByText(/^Saved/).waitFor();

    await page.goto(`${app.url}/editor/${String(id)}/builder/question/6/properties`);
    const label = page.getByRole('textbox', { name: 'Label', exact: true });
    await label.fill('Anything else, ');
    await label.press('End');
    await label.pressSequentially('@');
    await page.getByRole('listbox', { name: 'Recall' }).waitFor();
    await label.press('Enter');
    await expect.poll(() => label.inputValue()).toBe('Anything else, {{answer:1}}');
    await page.locator('.recall-chip', { hasText: '@Your name' }).first().waitFor();

    await page.getByText(/^Saved/).waitFor();
    // The rich-text editor of a Description has the same picker.
    await page.goto(`${app.url}/editor/${String(id)}/builder/question/8/properties`);
    const body = page.getByRole('textbox', { name: 'Label', exact: true });
    await body.click();
    await body.press('End');
    await body.pressSequentially(' @');
    const list = page.getByRole('listbox', { name: 'Recall' });
    expect(await list.getByRole('option').allTextContents()).toEqual([
      'Your name',
      'Plan',
      'E-mail',
      'Anything else, @Your name',
      'URL parameter…',
    ]);
    await body.press('ArrowDown');
    await body.press('Enter');
    await page.locator('.recall-chip', { hasText: '@Plan' }).first().waitFor();

    await openLogic(page);

    await page.getByLabel('New value name').fill('Score');
    await page.getByRole('button', { name: 'Add value' }).click();
    await page.getByRole('button', { name: 'Add calculation' }).click();
    const calculation = page.getByRole('group', { name: 'Calculation 1' });
    await calculation.getByLabel('Action').selectOption('add');
    await calculation.getByLabel('By').selectOption('score');
    await calculation.getByLabel('Choice question').selectOption('2');

    await page.getByRole('button', { name: 'Add ending' }).click();
    await page.getByRole('button', { name: 'Add ending' }).click();
    const pro = page.getByRole('group', { name: 'Ending 1' });
    await pro.getByLabel('Name', { exact: true }).fill('Pro');
    await pro.getByRole('textbox', { name: 'Thank-you text' }).fill('Welcome, ');
    await pro.getByRole('button', { name: 'Add condition' }).click();
    const condition = pro.getByRole('group', { name: 'Condition 1' });
    await condition.getByLabel('Reads').selectOption('variable:score');
    await condition.getByLabel('Operator').selectOption('greaterThan');
    await condition.getByLabel('Value').fill('3');

    await page.getByRole('button', { name: 'Add jump' }).click();
    const jump = page.getByRole('group', { name: 'Jump 1' });
    await jump.getByLabel('Go to').selectOption('page:5');
    await jump.getByRole('button', { name: 'Add condition' }).click();
    const jumpCondition = jump.getByRole('group', { name: 'Condition 1' });
    await jumpCondition.getByLabel('Reads').selectOption('answer:2');
    await jumpCondition.getByLabel('Value').selectOption('pro');
    await page
      .getByRole('region', { name: 'Warnings' })
      .getByText(/skips page 2, where “E-mail” is required/)
      .waitFor();

    await mapShot(page, path.join(shots, 'logic-map-1280.png'));
    await page.screenshot({ path: path.join(shots, 'logic-1280.png'), fullPage: true });
    const violations = await axeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: path.join(shots, 'logic-390.png'), fullPage: true });
    await mapShot(page, path.join(shots, 'logic-map-390.png'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const narrow = await axeViolations(page);
    expect(narrow, JSON.stringify(narrow, null, 2)).toEqual([]);

    // The autosave sends it all in props.logic.
    await expect
      .poll(
        async () => {
          const form = (await (await ownerRequest(owner, 'GET', `/forms/${String(id)}`)).json()) as {
            props: { logic?: { jumps: unknown[]; endings: unknown[] } };
          };
          return (form.props.logic?.jumps.length ?? 0) + (form.props.logic?.endings.length ?? 0);
        },
        { timeout: 10_000 },
      )
      .toBe(3);
    const saved = (await (await ownerRequest(owner, 'GET', `/forms/${String(id)}`)).json()) as {
      props: { logic: unknown; elements: { id: number; label?: string }[] };
    };
    expect(saved.props.logic).toMatchObject({
      scores: { '2': { free: 1, pro: 5 } },
      variables: [{ id: 'score', name: 'Score', kind: 'number', initial: 0 }],
      updates: [{ variable: 'score', action: 'add', operand: { kind: 'score', question: 2 } }],
      endings: [
        {
          name: 'Pro',
          kind: 'thanks',
          text: 'Welcome, ',
          conditions: [{ source: { kind: 'variable', variable: 'score' }, operator: 'greaterThan', value: '3' }],
        },
        { name: 'Ending 2', kind: 'thanks' },
      ],
      jumps: [
        {
          from: 0,
          to: { kind: 'page', page: 5 },
          conditions: [{ source: { kind: 'answer', question: 2 }, operator: 'equals', value: 'pro' }],
        },
      ],
    });
    expect(saved.props.elements.find((element) => element.id === 6)?.label).toBe('Anything else, {{answer:1}}');
    expect(saved.props.elements.find((element) => element.id === 8)?.label).toBe('Thanks for choosing {{answer:2}}');
  });
});
