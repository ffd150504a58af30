import type { Topic } from '@avtalt/contracts';
import {
  headingHelp,
  topicBodyFrom,
  topicEditorErrors,
  topicEditorValuesFrom,
  validateTopicEditor,
} from './topic-editor.rules';

const topic: Topic = {
  id: '2f7e0a1c-3b4d-4e5f-8a9b-0c1d2e3f4a5b',
  title: 'Lån mellom privatpersoner',
  description: 'Et lån mellom venner eller familie.',
  featured: false,
  isPublic: true,
  isCustom: false,
  createdBy: null,
  createdAt: '2026-01-02T10:00:00.000Z',
};

describe('topicEditorValuesFrom', () => {
  it('starts from the defaults when the topic has no document settings', () => {
    expect(topicEditorValuesFrom(topic)).toEqual({
      title: topic.title,
      description: topic.description,
      kind: 'agreement',
      heading: '',
      termClause: '',
      disputeClause: '',
    });
    expect(topicEditorValuesFrom({ ...topic, document: null })).toMatchObject({
      kind: 'agreement',
      heading: '',
    });
  });

  it("loads the topic's document settings, blanks for the defaults", () => {
    const document = {
      kind: 'agreement' as const,
      heading: 'Låneavtale',
      termClause: 'Avtalen gjelder til lånet er betalt.',
      disputeClause: null,
    };
    expect(topicEditorValuesFrom({ ...topic, document })).toMatchObject({
      heading: 'Låneavtale',
      termClause: 'Avtalen gjelder til lånet er betalt.',
      disputeClause: '',
    });
  });
});

describe('topicBodyFrom', () => {
  const values = {
    ...topicEditorValuesFrom(topic),
    heading: 'Låneavtale',
    termClause: 'Til lånet er betalt.',
    disputeClause: '  ',
  };

  it('sends blank texts as none (the general clauses)', () => {
    expect(topicBodyFrom(values)).toEqual({
      title: topic.title,
      description: topic.description,
      document: {
        kind: 'agreement',
        heading: 'Låneavtale',
        termClause: 'Til lånet er betalt.',
        disputeClause: null,
      },
    });
  });

  it('sends a plan without final clauses', () => {
    expect(topicBodyFrom({ ...values, kind: 'plan', disputeClause: 'Mekling.' }).document).toEqual({
      kind: 'plan',
      heading: 'Låneavtale',
      termClause: null,
      disputeClause: null,
    });
  });
});

describe('validateTopicEditor', () => {
  it('puts each message under its own field, document fields included', () => {
    const result = validateTopicEditor({
      ...topicEditorValuesFrom(topic),
      title: ' ',
      heading: 'x'.repeat(121),
      termClause: 'y'.repeat(2001),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Vennligst angi en tittel',
        heading: 'Overskriften kan være høyst 120 tegn',
        termClause: 'Avtaleteksten kan være høyst 2000 tegn',
      },
    });
  });

  it('gives the body to send when the values are valid', () => {
    expect(validateTopicEditor({ ...topicEditorValuesFrom(topic), heading: ' Låneavtale ' })).toEqual({
      ok: true,
      body: {
        title: topic.title,
        description: topic.description,
        document: { kind: 'agreement', heading: 'Låneavtale', termClause: null, disputeClause: null },
      },
    });
  });

  it("reads the server's 400 details by their dotted paths", () => {
    expect(
      topicEditorErrors([
        { path: 'document.disputeClause', message: 'For lang' },
        { path: 'description', message: 'Mangler' },
        { path: 'x', message: 'ukjent' },
      ]),
    ).toEqual({
      disputeClause: 'For lang',
      description: 'Mangler',
    });
  });
});

describe('headingHelp', () => {
  it('gives the example as an example, and what a blank heading becomes', () => {
    expect(headingHelp('agreement')).toBe(
      'Tittelen på dokumentet, for eksempel «Samboeravtale». Tomt: «Avtale».',
    );
    expect(headingHelp('plan')).toBe(
      'Tittelen på dokumentet, for eksempel «Husholdningsplan». Tomt: «Plan».',
    );
  });
});
