import { describe, expect, it } from 'vitest';
import * as core from './index';

describe('@formbuilder/core public API', () => {
  it.each([
    'formSchema',
    'formPropsSchema',
    'elementSchema',
    'ruleSchema',
    'integrationSchema',
    'submissionSchema',
    'entrySchema',
    'statisticsSchema',
    'rolePermissionSchema',
    'authSessionSchema',
    'loginResponseSchema',
    'signupBodySchema',
    'loginBodySchema',
    'forgotPasswordBodySchema',
    'resetPasswordBodySchema',
    'loginWithGoogleBodySchema',
    'createFreePermission',
    'createAdminPermission',
    'createNewForm',
    'elementRegistry',
    'elementTypes',
    'getElementDefinition',
    'parseOption',
    'normaliseTag',
    'addElement',
    'nextElementId',
    'evaluateVisibility',
    'applyRules',
    'validateAnswers',
    'splitPages',
    'evaluateQuiz',
    'formatCount',
    'unreadBadge',
    'truncateName',
    'MIN_PASSWORD_LENGTH',
  ])('exports %s', (name) => {
    expect(core).toHaveProperty(name);
  });

  it('validates the new form end to end', () => {
    const form = core.createNewForm();
    expect(core.formSchema.safeParse(form).success).toBe(true);
    expect(core.validateAnswers(form.props.elements, form.props.rules, {})).toEqual({});
  });
});
