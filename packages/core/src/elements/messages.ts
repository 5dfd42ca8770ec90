// Answer messages a visitor reads next to a question (STYLE.md §11). The spec
// names none of these, so they are written to be plain and short.
export const answerMessages = {
  invalid: 'This answer is not valid.',
  text: 'Please enter text.',
  maxLength: (max: number) => `Please use at most ${String(max)} characters.`,
  email: 'Please enter a valid e-mail address.',
  number: 'Please enter a number.',
  numberMin: (min: number) => `Please enter a number of at least ${String(min)}.`,
  numberMax: (max: number) => `Please enter a number of at most ${String(max)}.`,
  phoneCharacters: 'Please use only digits, spaces, parentheses, plus and minus.',
  phoneLength: (max: number) => `Please use at most ${String(max)} characters.`,
  option: 'Please choose one of the options.',
  tooManyChoices: (max: number) => `Please choose at most ${String(max)} ${max === 1 ? 'option' : 'options'}.`,
  rating: (top: number) => `Please choose a rating from 1 to ${String(top)}.`,
  netPromoterScore: 'Please choose a score from 0 to 10.',
  date: 'Please enter a valid date.',
  // a DateTime range (builder §3, dtStart and dtEnd)
  dateRange: 'Please enter an end that is not before the start.',
  tooManyFiles: (max: number) => `Please send at most ${String(max)} ${max === 1 ? 'file' : 'files'}.`,
} as const;
