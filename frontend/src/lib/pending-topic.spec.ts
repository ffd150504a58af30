import {
  hasPendingTopic,
  PENDING_CUSTOM_TOPIC_KEY,
  PENDING_SELECTED_TOPIC_KEY,
  savePendingCustomTopic,
  savePendingSelectedTopic,
  takePendingTopic,
} from './pending-topic';

beforeEach(() => sessionStorage.clear());

describe('pending topic storage', () => {
  it('keeps a custom topic in sessionStorage as JSON', () => {
    savePendingCustomTopic({ title: 'Hytta', description: 'Deling av hytta', public: true });
    expect(JSON.parse(sessionStorage.getItem(PENDING_CUSTOM_TOPIC_KEY) ?? '')).toEqual({
      title: 'Hytta',
      description: 'Deling av hytta',
      public: true,
    });
    expect(hasPendingTopic()).toBe(true);
  });

  it('gives the custom topic back once and clears everything', () => {
    savePendingCustomTopic({ title: 'Hytta', description: 'Deling', public: true });
    savePendingSelectedTopic({ id: 't1', title: 'Husleie' });
    expect(takePendingTopic()).toEqual({
      kind: 'custom',
      title: 'Hytta',
      description: 'Deling',
      public: true,
    });
    expect(takePendingTopic()).toBeNull();
    expect(sessionStorage.getItem(PENDING_SELECTED_TOPIC_KEY)).toBeNull();
    expect(hasPendingTopic()).toBe(false);
  });

  it('keeps the kinds of agreement chosen in the dialog, and drops kinds that are not a list of words', () => {
    savePendingCustomTopic({ title: 'Hytta', description: 'Deling', public: true, kinds: ['rent'] });
    expect(takePendingTopic()).toMatchObject({ kind: 'custom', kinds: ['rent'] });
    sessionStorage.setItem(
      PENDING_CUSTOM_TOPIC_KEY,
      JSON.stringify({ title: 'Hytta', description: 'Deling', public: true, kinds: [1] }),
    );
    expect(takePendingTopic()).toEqual({
      kind: 'custom',
      title: 'Hytta',
      description: 'Deling',
      public: true,
    });
  });

  it('gives back a selected topic', () => {
    savePendingSelectedTopic({ id: 't1', title: 'Husleie' });
    expect(takePendingTopic()).toEqual({ kind: 'selected', id: 't1', title: 'Husleie' });
  });

  it('drops values that cannot be read', () => {
    sessionStorage.setItem(PENDING_CUSTOM_TOPIC_KEY, '{not json');
    sessionStorage.setItem(PENDING_SELECTED_TOPIC_KEY, JSON.stringify({ title: 'no id' }));
    expect(takePendingTopic()).toBeNull();
    expect(hasPendingTopic()).toBe(false);
  });

  it('is empty when nothing is pending', () => {
    expect(takePendingTopic()).toBeNull();
  });
});
