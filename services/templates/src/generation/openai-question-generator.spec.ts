import { OpenAiQuestionGenerator } from './openai-question-generator';

const generator = new OpenAiQuestionGenerator({ baseUrl: 'http://127.0.0.1:1', model: 'm', timeoutMs: 1000 });

const userMessage = (kinds?: ('lend-thing' | 'neighbours')[]) =>
  generator.buildRequest({ title: 'Snøfreseren', description: '', count: 8, kinds }).messages[1].content;

describe('OpenAiQuestionGenerator.buildRequest', () => {
  it('tells the model the kinds of agreement the person chose, in their own words', () => {
    expect(userMessage(['lend-thing', 'neighbours'])).toBe(
      'Tema: Snøfreseren\nBeskrivelse: (ingen)\nSlags avtale (valgt av brukeren): Låne bort en ting, Naboer\nAntall spørsmål: 8',
    );
  });

  it('leaves the kind to the title when none was chosen', () => {
    expect(userMessage()).toBe('Tema: Snøfreseren\nBeskrivelse: (ingen)\nAntall spørsmål: 8');
  });
});
