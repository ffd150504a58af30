import {
  createdTopicToast,
  featureToast,
  topicCountText,
  topicsMatching,
  visibilityNote,
} from './topic-list.rules';

const topic = (
  title: string,
  extra: { featured?: boolean; questionCount?: number; isPublic?: boolean } = {},
) => ({
  title,
  featured: false,
  isPublic: true,
  questionCount: 3,
  ...extra,
});

describe('topicsMatching', () => {
  const topics = [topic('Samboeravtale'), topic('Felles hytte'), topic('Lån mellom venner eller familie')];

  it('finds topics by a part of the title, whatever the case', () => {
    expect(topicsMatching(topics, 'HYTTE').map((t) => t.title)).toEqual(['Felles hytte']);
    expect(topicsMatching(topics, 'lån').map((t) => t.title)).toEqual(['Lån mellom venner eller familie']);
  });

  it('gives every topic for an empty or blank term, and none when nothing matches', () => {
    expect(topicsMatching(topics, '  ')).toHaveLength(3);
    expect(topicsMatching(topics, 'båt')).toEqual([]);
  });

  it('ignores spaces around the term', () => {
    expect(topicsMatching(topics, ' samboer ').map((t) => t.title)).toEqual(['Samboeravtale']);
  });
});

describe('topicCountText', () => {
  it('counts all topics, or those the search leaves', () => {
    expect(topicCountText(1, 1, false)).toBe('1 tema');
    expect(topicCountText(40, 40, false)).toBe('40 temaer');
    expect(topicCountText(2, 40, true)).toBe('Viser 2 av 40');
  });
});

describe('visibilityNote', () => {
  it('says a featured topic without questions is not on the front page yet', () => {
    expect(visibilityNote(topic('Hund', { featured: true, questionCount: 0 }))).toBe(
      'Ikke på forsiden ennå: temaet vises der når det har fått spørsmål.',
    );
  });

  it('says any other topic without questions is not shown to users yet', () => {
    expect(visibilityNote(topic('Hund', { questionCount: 0 }))).toBe(
      'Ikke synlig for brukerne ennå: temaet vises når det har fått spørsmål.',
    );
  });

  it('says nothing for a topic with questions, or with an unknown count', () => {
    expect(visibilityNote(topic('Hund', { featured: true, questionCount: 1 }))).toBeNull();
    expect(visibilityNote({ title: 'Hund', featured: true, isPublic: true })).toBeNull();
  });

  it('says a featured topic that is not public never reaches the front page', () => {
    expect(visibilityNote(topic('Hund', { featured: true, isPublic: false }))).toBe(
      'Ikke på forsiden: temaet er ikke offentlig.',
    );
    expect(visibilityNote(topic('Hund', { isPublic: false }))).toBeNull();
  });
});

describe('featureToast', () => {
  it('tells when a featured topic will show: once it has questions', () => {
    expect(featureToast(topic('Hund', { questionCount: 0 }))).toEqual({
      title: 'Tema fremhevet',
      description: '«Hund» vises på forsiden når det har fått spørsmål.',
      variant: 'info',
    });
  });

  it('names the topic when it shows at once, and after unfeaturing', () => {
    expect(featureToast(topic('Hund'))).toEqual({
      title: 'Tema fremhevet',
      description: 'Hund',
      variant: 'success',
    });
    expect(featureToast(topic('Hund', { featured: true, questionCount: 0 }))).toEqual({
      title: 'Tema ikke lenger fremhevet',
      description: 'Hund',
      variant: 'success',
    });
  });
});

describe('createdTopicToast', () => {
  it('says where the new topic shows once it has questions', () => {
    expect(createdTopicToast('Hund', true).description).toBe(
      '«Hund» er lagt til. Det vises på forsiden når det har fått spørsmål.',
    );
    expect(createdTopicToast('Hund', false).description).toBe(
      '«Hund» er lagt til. Brukerne ser det når det har fått spørsmål.',
    );
    expect(createdTopicToast('Hund', false).title).toBe('Tema opprettet');
  });
});
