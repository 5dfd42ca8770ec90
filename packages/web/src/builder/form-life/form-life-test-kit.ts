import { availabilitySchema, type Availability } from '@formbuilder/core';

// What the component tests of a form's life share (docs/product.md, "A form's life"): the
// availability a server returns, open and taking responses unless the test says otherwise.

/** `GET …/availability` as the server returns it: these settings changed, and these fields. */
export const availability = (changes: Partial<Availability['settings']> = {}, rest: Partial<Availability> = {}) =>
  availabilitySchema.parse({
    settings: {
      closed: false,
      opensAt: null,
      closesAt: null,
      responseCap: null,
      closedMessage: '',
      oneResponsePerVisitor: false,
      oneResponseCheck: 'cookie',
      oneResponseEmailQuestion: null,
      ...changes,
    },
    closedReason: null,
    responses: 12,
    published: true,
    mailEnabled: true,
    ...rest,
  });
