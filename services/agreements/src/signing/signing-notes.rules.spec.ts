import type { AgreementRow } from '../agreements/agreement.rows';
import { signingNotesWorded } from './signing-notes.rules';

const note = {
  id: 'hytte-tinglysing',
  title: 'Tinglys',
  text: 'Avtalen må tinglyses.',
  source: 'tinglysingsloven',
};
const document = {
  signingNotes: [note, { ...note, id: 'annen', title: 'Annen' }],
} as AgreementRow['document'];

describe('signingNotesWorded', () => {
  it('gives each note the wordings the agreement keeps for it, and a note without any as stored', () => {
    const translations = {
      nn: {
        title: 'Hytte',
        description: 'Hytte',
        reviewed: false,
        signingNotes: [{ id: 'hytte-tinglysing', title: 'Tinglys (nn)', text: 'Avtalen må tinglysast.' }],
      },
      en: {
        title: 'Cabin',
        description: 'Cabin',
        reviewed: true,
        signingNotes: [
          { id: 'hytte-tinglysing', title: 'Register', text: 'The agreement must be registered.' },
        ],
      },
    };
    expect(signingNotesWorded({ document, translations })).toEqual([
      {
        ...note,
        wordings: {
          nn: { title: 'Tinglys (nn)', text: 'Avtalen må tinglysast.' },
          en: { title: 'Register', text: 'The agreement must be registered.' },
        },
      },
      { ...note, id: 'annen', title: 'Annen' },
    ]);
  });

  it('gives none where the agreement has no translations or no document', () => {
    expect(signingNotesWorded({ document, translations: null })).toEqual(document!.signingNotes);
    expect(signingNotesWorded({ document: null })).toEqual([]);
  });
});
