import type { AgreementKind, GeneratedQuestion } from '@avtalt/contracts';

export interface GenerationInput {
  title: string;
  description: string;
  /** Already clamped to 1..30. */
  count: number;
  /** The kinds of agreement the person chose; absent: the title is read for them. */
  kinds?: readonly AgreementKind[] | null;
}

/**
 * Where generated questions come from (DESIGN §3): the offline question bank by default, an
 * OpenAI-compatible model when LLM_BASE_URL is set. Implementations return exactly `count`
 * distinct questions or throw a {@link GenerationError}.
 */
export interface QuestionGenerator {
  readonly name: string;
  generate(input: GenerationInput): Promise<GeneratedQuestion[]>;
}

export const QUESTION_GENERATOR = Symbol('QUESTION_GENERATOR');

/** A generator failure; `details` is shown to the admin after 'Detaljer:'. */
export class GenerationError extends Error {
  constructor(
    message: string,
    readonly details: string,
  ) {
    super(message);
    this.name = 'GenerationError';
  }
}
