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

  it('keeps the kinds of agreement chosen in the dialog, and drops any list the dialog could not have made', () => {
    savePendingCustomTopic({ title: 'Hytta', description: 'Deling', public: true, kinds: ['rent', 'care'] });
    expect(takePendingTopic()).toMatchObject({ kind: 'custom', kinds: ['rent', 'care'] });
    for (const kinds of [
      [1],
      ['rent', 'hacked'],
      ['rent', 'rent'],
      ['rent', 'care', 'estate', 'promise'],
      [],
      'rent',
    ]) {
      sessionStorage.setItem(
        PENDING_CUSTOM_TOPIC_KEY,
        JSON.stringify({ title: 'Hytta', description: 'Deling', public: true, kinds }),
      );
      expect({ kinds, pending: takePendingTopic() }).toEqual({
        kinds,
        pending: { kind: 'custom', title: 'Hytta', description: 'Deling', public: true, kinds: undefined },
      });
    }
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
