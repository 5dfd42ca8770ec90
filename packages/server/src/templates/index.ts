// Starter form templates offered in the template gallery (docs/product.md §B2,
// template picker). Each is a title and a complete props object valid under
// core's formPropsSchema; the first tag names the gallery group. Installs get them
// through migrations, which carry frozen copies (002-templates.data.json): a file
// edited or added here needs a new migration, or templates.routes.test.ts fails.
import contact from './data/contact.json' with { type: 'json' };
import newsletterSignup from './data/newsletter-signup.json' with { type: 'json' };
import eventRegistration from './data/event-registration.json' with { type: 'json' };
import weddingRsvp from './data/wedding-rsvp.json' with { type: 'json' };
import appointmentBooking from './data/appointment-booking.json' with { type: 'json' };
import jobApplication from './data/job-application.json' with { type: 'json' };
import employeeSatisfaction from './data/employee-satisfaction.json' with { type: 'json' };
import customerFeedback from './data/customer-feedback.json' with { type: 'json' };
import eventFeedback from './data/event-feedback.json' with { type: 'json' };
import customerSatisfaction from './data/customer-satisfaction.json' with { type: 'json' };
import courseEvaluation from './data/course-evaluation.json' with { type: 'json' };
import generalKnowledgeQuiz from './data/general-knowledge-quiz.json' with { type: 'json' };
import scholarshipApplication from './data/scholarship-application.json' with { type: 'json' };
import orderForm from './data/order-form.json' with { type: 'json' };
import cakeOrder from './data/cake-order.json' with { type: 'json' };
import supportRequest from './data/support-request.json' with { type: 'json' };

export interface StarterTemplate {
  title: string;
  props: unknown;
}

/** The gallery, in display order: grouped by first tag, simplest first. */
export const starterTemplates: StarterTemplate[] = [
  contact,
  newsletterSignup,
  eventRegistration,
  weddingRsvp,
  appointmentBooking,
  jobApplication,
  employeeSatisfaction,
  customerFeedback,
  eventFeedback,
  customerSatisfaction,
  courseEvaluation,
  generalKnowledgeQuiz,
  scholarshipApplication,
  orderForm,
  cakeOrder,
  supportRequest,
];
