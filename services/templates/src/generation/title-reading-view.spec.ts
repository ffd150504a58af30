import { titleReadingView } from './title-reading-view';

describe('titleReadingView', () => {
  it('says what kind of agreement a title reads as, with its object as the questions name it', () => {
    expect(titleReadingView('Leie ut hesten til en venninne', '')).toEqual({
      kinds: ['rent'],
      object: 'hesten',
      guessed: false,
    });
  });

  it('says when the kind is only guessed from the object', () => {
    expect(titleReadingView('Hytta på Hvaler', '')).toEqual({
      kinds: ['own-together'],
      object: 'hytta',
      guessed: true,
    });
  });

  it('shows a catalogue topic the title names as that topic’s kind, not a guess', () => {
    expect(titleReadingView('Bruktbil', '')).toMatchObject({ kinds: ['buy-sell'], guessed: false });
    expect(titleReadingView('Hybel', '')).toMatchObject({ kinds: ['rent'], guessed: false });
    expect(titleReadingView('Samværsavtale', '').kinds).toEqual(['care']);
  });

  it('gives no kind for a title it cannot read', () => {
    expect(titleReadingView('Skjermtid for tenåringen', '').kinds).toEqual([]);
  });

  it('reads the longest and strangest bodies the schema takes quickly (it is asked while people type)', () => {
    const bodies = [
      'a'.repeat(2000),
      'a '.repeat(1000),
      'låne ut leie dele felles nabo '.repeat(70).slice(0, 2000),
      'vi skal låne ut bilen og hytta til naboen mot betaling hver måned '.repeat(31).slice(0, 2000),
    ];
    for (const body of bodies) titleReadingView('Snøfreseren', body);
    const started = process.hrtime.bigint();
    for (let i = 0; i < 10; i++)
      for (const body of bodies) titleReadingView(`Snøfreseren ${'ø'.repeat(180)}`, body);
    const perReading = Number(process.hrtime.bigint() - started) / 1e6 / 40;
    // About 1-4 ms here; a scan of every cue and form per word took 20-50 ms.
    expect(perReading).toBeLessThan(15);
  });
});
