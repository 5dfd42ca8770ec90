// The page's own words in English (docs/product.md, "Languages"): the source every other
// catalogue translates, in ICU MessageFormat (plurals as {n, plural, one {…} other {…}}). Counts
// are written {max}, not #, so that a number reads as its digits alone ('10000', as before).
// An id's words are the same wherever they are drawn: the server's page, the visitor's script
// and the server's answers to a submission.

export const en = {
  // Answers a visitor reads next to a question (core elements' validate)
  'answer.required': 'Please fill this field.',
  'answer.invalid': 'This answer is not valid.',
  'answer.text': 'Please enter text.',
  'answer.maxLength': 'Please use at most {max, plural, one {{max} character} other {{max} characters}}.',
  'answer.email': 'Please enter a valid e-mail address.',
  'answer.number': 'Please enter a number.',
  'answer.numberMin': 'Please enter a number of at least {min}.',
  'answer.numberMax': 'Please enter a number of at most {max}.',
  'answer.phoneCharacters': 'Please use only digits, spaces, parentheses, plus and minus.',
  'answer.option': 'Please choose one of the options.',
  'answer.tooManyChoices': 'Please choose at most {max, plural, one {{max} option} other {{max} options}}.',
  'answer.rating': 'Please choose a rating from 1 to {top}.',
  'answer.netPromoterScore': 'Please choose a score from 0 to 10.',
  'answer.date': 'Please enter a valid date.',
  'answer.dateRange': 'Please enter an end that is not before the start.',
  'answer.tooManyFiles': 'Please send at most {max, plural, one {{max} file} other {{max} files}}.',
  'answer.fileTooLarge': "The file ''{name}'' is too large: at most {maxMb} MB. Please choose a smaller file.",
  'answer.fileType': "The file ''{name}'' is not a type this question takes ({types}). Please choose another file.",
  'answer.hiddenFile':
    "The file ''{name}'' was sent for ''{question}'', which your other answers hide. Remove the file or change your answers.",
  'answer.correctThese': 'Please correct the highlighted questions.',
  'answer.dropped':
    '{count, plural, one {Your answer to {labels} will not be kept: your other answers skip that question.} other {Your answers to {labels} will not be kept: your other answers skip those questions.}}',
  'answer.aQuestion': 'a question',

  // Buttons and page steps
  'page.next': 'Next',
  'page.previous': 'Previous',
  'page.submit': 'Submit',
  'page.step': 'Step {step} of {count}',
  'page.page': 'Page {page} of {count}',
  'page.submitAnother': 'Submit another response',
  'page.language': 'Language',
  'page.notFoundTitle': 'Form not found',
  'page.notFound': 'This form does not exist or is not available.',

  // Thank-you page defaults and quiz labels
  'thanks.title': 'Thank you!',
  'thanks.text': 'Your submission has been received.',

  // Closed forms and one response per visitor
  'closed.title': 'This form is closed',
  'closed.message': 'This form is no longer accepting responses.',
  'closed.refusal': 'This form is closed and no longer accepts responses. Your answers were not stored.',
  'answered.title': 'You have already answered',
  'answered.message': 'This form takes one response per visitor, and yours has been received.',

  // One response per verified e-mail address
  'verify.checkTitle': 'Confirm your response',
  'verify.checkInbox': 'Check your inbox: we sent a link to {address} to confirm your response.',
  'verify.checkLater': 'Your response is stored only once you open the link and confirm it, within 24 hours.',
  'verify.mailSubject': 'Confirm your response: {title}',
  'verify.mailText':
    'Please confirm your response to “{title}” by opening this link within 24 hours:\n\n{link}\n\nYour response is stored only once you open it and press “Confirm my response”. If you did not fill in this form, you can ignore this message.\n',
  'verify.confirmText':
    'Your response to this form is waiting. Press the button to store it: until then, nothing is sent.',
  'verify.confirmButton': 'Confirm my response',
  'verify.answeredTitle': 'Already answered',
  'verify.addressAnswered': 'This address has already answered this form.',
  'verify.expiredTitle': 'This link has expired',
  'verify.expired': 'Confirmation links work for 24 hours. Please fill in the form again to get a new one.',
  'verify.usedTitle': 'Response already confirmed',
  'verify.used': 'This link has already confirmed your response. Thank you!',
  'verify.invalidTitle': 'This link does not work',
  'verify.invalid': 'This confirmation link is not valid. Please open the whole link from the e-mail.',

  // Sending
  'submit.unreachable': 'Could not reach the server. Your answers are kept; please try again.',
  'submit.failed': 'Your answers were not sent (error {status}). Your answers are kept; please try again.',
  'submit.preview': 'This is a preview of the template: your answers were not sent.',
  'submit.fixErrors': 'Please correct the answers marked below.',
  'submit.notSentTitle': 'Your answers were not sent',
  'submit.tooMany': 'Too many submissions from your network. Please wait a minute and try again.',
  'upload.sending': 'Sending your files… {percent}%',
  'upload.sent': 'Files sent, saving your answers…',
  'upload.progress': 'Files sent',

  // Files
  'file.hint': 'Up to {maxMb, number} MB · {types}',
  'file.type.image': 'image',
  'file.type.plainText': 'plain text',
  'file.type.csv': 'CSV',
  'file.type.odt': 'OpenDocument text',
  'file.type.ods': 'OpenDocument spreadsheet',
  'file.types.own': '{types} files',
  'file.types.server': 'images, PDF, office documents, ZIP, TXT or CSV',
  'fileRefusal.type': '“{question}” accepts {files}.',
  'fileRefusal.typeAny': 'This question accepts {files}.',
  'fileRefusal.size': '“{question}” takes files of at most {maxMb, number} MB.',
  'fileRefusal.sizeAny': 'This question takes files of at most {maxMb, number} MB.',
  'fileRefusal.notSent': "The file ''{name}'' cannot be sent: {reason}",
  'fileRefusal.notAccepted':
    "The file ''{name}'' is not an accepted type. Accepted: images (JPEG, PNG, GIF, WebP), PDF, office documents, ZIP, plain text and CSV.",
  'fileRefusal.tooLarge': "The file ''{name}'' is too large: {reason}",
  'fileRefusal.tooLargeServer': "The file ''{name}'' is too large (at most {maxMb, number} MB).",
  'fileRefusal.tooMuch': 'The files of one submission may add up to at most {maxMb, number} MB.',

  // Composite questions' own labels
  'name.firstName': 'First name',
  'name.lastName': 'Last name',
  'nps.low': 'Not likely',
  'nps.high': 'Extremely likely',
  'address.noResult': 'No address found',
  'phone.dialCode': 'Dial code',
  'list.placeholder': 'One item per line',

  // Partial responses
  'partial.note': 'Your answers are saved as you go.',
  'partial.save': 'Save and continue later',
  'partial.saved': 'Your answers are saved. To continue later, on this or another device, use this link:',
  'partial.linkLabel': 'Link to continue your answers',
  'partial.copy': 'Copy link',
  'partial.copied': 'Link copied',
  'partial.emailed': 'We also sent it to {address}.',
  'partial.notSaved': 'Your answers were not saved (error {status}). They are still here; please try again.',
  'partial.kept': 'Kept: {name} ({size})',
  'partial.remove': 'Remove',
  'partial.linkUnusable':
    'This link to continue your answers has expired or was already used. You can start again below.',
  'logic.undecided': 'Your answer here is kept only if your other answers call for this question.',
} as const satisfies Record<string, string>;

export type MessageId = keyof typeof en;
/** A catalogue of the page's words: every id, in one language. */
export type Catalogue = Readonly<Record<MessageId, string>>;
