// Answer messages a visitor reads next to a question (docs/architecture.md, "Errors people can read"). docs/product.md
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
  // a DateTime range (docs/product.md §B3, dtStart and dtEnd)
  dateRange: 'Please enter an end that is not before the start.',
  tooManyFiles: (max: number) => `Please send at most ${String(max)} ${max === 1 ? 'file' : 'files'}.`,
  // Said before a file is sent (docs/product.md "Reach"); the server refuses the same files in its own words.
  fileTooLarge: (name: string, maxMb: number) =>
    `The file '${name}' is too large: at most ${String(maxMb)} MB. Please choose a smaller file.`,
  fileType: (name: string, types: string) =>
    `The file '${name}' is not a type this question takes (${types}). Please choose another file.`,
} as const;
