import { elementTypes } from '@formbuilder/core';
import { describe, expect, it } from 'vitest';
import { propertyKeys } from './property-plan';

describe('question properties plan', () => {
  it('offers required and requiredText only where core says the type has them', () => {
    for (const type of ['Button', 'Header', 'Separator', 'PageBreak', 'Image'] as const) {
      expect(propertyKeys(type)).not.toContain('required');
    }
    expect(propertyKeys('TextBox')).toEqual([
      'label',
      'sublabelText',
      'placeholder',
      'required',
      'requiredText',
      'maxLength',
    ]);
  });

  it("offers every extra field of the product's table", () => {
    expect(propertyKeys('Radio')).toEqual(
      expect.arrayContaining([
        'options',
        'dataset',
        'isUnselectable',
        'unselectButtonText',
        'editor',
        'editorForOptions',
        'expectedAnswer',
        'answerExplanation',
        'answerLabelText',
      ]),
    );
    expect(propertyKeys('Checkbox')).toEqual(expect.arrayContaining(['options', 'toggle', 'expectedAnswer']));
    expect(propertyKeys('RatingScale')).toEqual(
      expect.arrayContaining(['ratingScaleFloat', 'ratingScaleOptionType', 'ratingScaleOptionTopLimit']),
    );
    expect(propertyKeys('Header')).toEqual(['label', 'sublabel', 'alignment', 'separator']);
    expect(propertyKeys('Description')).toEqual(expect.arrayContaining(['alignment', 'fontSize', 'fontColor']));
    expect(propertyKeys('Number')).toEqual(expect.arrayContaining(['minValue', 'maxValue']));
    expect(propertyKeys('DateTime')).toEqual(expect.arrayContaining(['dtStart', 'dtEnd']));
    expect(propertyKeys('URLParam')).toEqual(expect.arrayContaining(['searchUrlParam', 'hidden']));
    expect(propertyKeys('Address')).toEqual(
      expect.arrayContaining(['inseeFilter', 'geographicPriorityLat', 'geographicPriorityLong']),
    );
    expect(propertyKeys('Phone')).toContain('defaultDialCode');
    expect(propertyKeys('PageBreak')).toEqual(['nextButtonText', 'previousButtonText', 'submitButtonText']);
    expect(propertyKeys('Button')).toEqual(['buttonText']);
    expect(propertyKeys('Dropdown')).toEqual(expect.arrayContaining(['placeholder', 'options', 'dataset']));
  });

  it('gives every type but the separator at least one property', () => {
    for (const type of elementTypes.filter((item) => item !== 'Separator'))
      expect(propertyKeys(type).length).toBeGreaterThan(0);
    expect(propertyKeys('Separator')).toEqual([]);
  });
});
