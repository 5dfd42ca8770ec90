// Builds what the public-page and intake benchmarks need through the real API:
// an owner, and a published 10-question form.
import { apiCall, signUpOwner } from './support.mjs';

const QUESTIONS = [
  { type: 'TextBox', label: 'Full name', required: true },
  { type: 'Email', label: 'E-mail', required: true },
  { type: 'Phone', label: 'Phone' },
  { type: 'Number', label: 'Age', minValue: 0, maxValue: 130 },
  { type: 'Radio', label: 'Colour', options: ['Red##r', 'Green##g', 'Blue##b'], required: true },
  { type: 'Checkbox', label: 'Pets', options: ['Cat##cat', 'Dog##dog', 'Fish##fish'] },
  { type: 'Dropdown', label: 'Country', options: ['France', 'Japan', 'Peru'] },
  { type: 'RatingScale', label: 'Rating', ratingScaleOptionTopLimit: 5 },
  { type: 'Date', label: 'Birthday' },
  { type: 'TextArea', label: 'Comments' },
];

/** The bench form's texts in French, keyed as docs/product.md "Languages" says. */
export const FRENCH = {
  title: 'Formulaire de mesure',
  'element.1.label': 'Nom complet',
  'element.2.label': 'E-mail',
  'element.3.label': 'Téléphone',
  'element.4.label': 'Âge',
  'element.5.label': 'Couleur',
  'element.5.option.r': 'Rouge',
  'element.5.option.g': 'Vert',
  'element.5.option.b': 'Bleu',
  'element.6.label': 'Animaux',
  'element.6.option.cat': 'Chat',
  'element.6.option.dog': 'Chien',
  'element.6.option.fish': 'Poisson',
  'element.7.label': 'Pays',
  'element.7.option.France': 'France',
  'element.7.option.Japan': 'Japon',
  'element.7.option.Peru': 'Pérou',
  'element.8.label': 'Note',
  'element.9.label': 'Date de naissance',
  'element.10.label': 'Commentaires',
  'element.11.buttonText': 'Envoyer',
};

export const ANSWERS = {
  q_1: 'Ada Lovelace',
  q_2: 'ada@example.com',
  q_3: '+44 20 7946 0000',
  q_4: '36',
  q_5: 'b',
  q_6: ['cat', 'fish'],
  q_7: 'Japan',
  q_8: '4',
  q_9: '1815-12-10',
  q_10: 'Looking forward to the analytical engine.',
};

/** ANSWERS as the page posts them without a file (application/x-www-form-urlencoded). */
export const ANSWERS_URLENCODED = (() => {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(ANSWERS)) for (const item of [value].flat()) body.append(name, item);
  return body.toString();
})();

/** `owner` (email, password) signs up that owner rather than a new one; `more` adds to the props. */
export async function publishedForm(baseUrl, owner, more = {}) {
  const { token, user_id: userId } = await signUpOwner(baseUrl, owner?.email, owner?.password);
  const elements = [
    ...QUESTIONS.map((q, i) => ({ id: i + 1, ...q })),
    { id: 11, type: 'Button', buttonText: 'Submit' },
  ];
  const form = {
    id: null,
    title: 'Bench form',
    private: 0,
    props: { elements, integrations: [], rules: [], tags: [], ...more },
  };
  const { id, uuid } = await apiCall(`${baseUrl}/api/users/${userId}/forms`, 'POST', form, token);
  await apiCall(`${baseUrl}/api/users/${userId}/forms/${id}/publish`, 'POST', undefined, token);
  return {
    id,
    uuid,
    userId,
    token,
    async responseCount() {
      const list = await apiCall(`${baseUrl}/api/users/${userId}/forms`, 'GET', undefined, token);
      return list.find((f) => f.id === id).responseCount;
    },
  };
}
