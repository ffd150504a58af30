/**
 * The model path (LLM_BASE_URL) on the evaluation lists, with the recorded model answers of
 * test/question-generation (its README says how they were made): each answer goes through
 * OpenAiQuestionGenerator as a model's reply would, and the questions it keeps pass the checks the offline
 * generator's do (question-set.spec-helper.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { completion, fakeFetch, json } from './chat-completion.spec-helper';
import { OpenAiQuestionGenerator } from './openai-question-generator';
import { isTyped, setProblems } from './question-set.spec-helper';

interface Recorded {
  list: 'dev' | 'heldout';
  title: string;
  content: { questions: unknown[] };
}

const dir = path.resolve(__dirname, '../../test/question-generation');
const RECORDED: Recorded[] = JSON.parse(readFileSync(path.join(dir, 'recorded-model-answers.json'), 'utf8'));
const descriptions = new Map<string, string>(
  ['dev-titles.json', 'heldout-titles.json'].flatMap((file) =>
    (JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { title: string; description: string }[]).map(
      (t) => [t.title, t.description] as const,
    ),
  ),
);

describe('the model path on the recorded answers of both lists', () => {
  it('has an answer for every title of both lists', () => {
    expect(RECORDED.filter((r) => r.list === 'dev')).toHaveLength(40);
    expect(RECORDED.filter((r) => r.list === 'heldout')).toHaveLength(60);
    for (const r of RECORDED) expect(descriptions.has(r.title)).toBe(true);
  });

  it.each(['dev', 'heldout'] as const)(
    'keeps eight valid, typed questions of every %s answer, passing the set checks',
    async (list) => {
      for (const recorded of RECORDED.filter((r) => r.list === list)) {
        const fetch = fakeFetch(async () => json(completion(JSON.stringify(recorded.content))));
        const generator = new OpenAiQuestionGenerator(
          { baseUrl: 'http://model.test/v1', model: 'recorded', timeoutMs: 1000 },
          fetch.impl,
        );
        const questions = await generator.generate({
          title: recorded.title,
          description: descriptions.get(recorded.title) ?? '',
          count: 8,
        });
        expect(questions).toHaveLength(8);
        expect(setProblems(questions)).toEqual([]);
        expect(isTyped(questions)).toBe(true);
        // The request carried the title as the model saw it.
        expect(String(fetch.calls[0].init.body)).toContain(`Tema: ${recorded.title}`);
      }
    },
  );
});
