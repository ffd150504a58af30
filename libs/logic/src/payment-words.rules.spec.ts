import { formatKroner, joinNames, paymentLabel, summaryLine } from './payment-words.rules';

describe('the payment schedule’s words', () => {
  it('writes amounts in kroner with a no-break space, and øre only when there are any', () => {
    expect(formatKroner(12000)).toBe('12\u00a0000\u00a0kr');
    expect(formatKroner(1250.5)).toBe('1\u00a0250,50\u00a0kr');
    expect(formatKroner(0)).toBe('0\u00a0kr');
  });

  it('names a payment by its place in the rule, and joins names as Norwegian does', () => {
    expect(paymentLabel({ label: 'Avdrag', n: 2, of: 4, dueDate: '2027-03-15' })).toBe('Avdrag 2 av 4');
    expect(paymentLabel({ label: 'Utbetaling av lånet', n: 1, of: 1, dueDate: '2027-03-15' })).toBe(
      'Utbetaling av lånet',
    );
    expect(paymentLabel({ label: 'Husleie', n: 7, of: null, dueDate: '2027-12-01' })).toBe(
      'Husleie, desember 2027',
    );
    expect(joinNames([])).toBe('');
    expect(joinNames(['Anne'])).toBe('Anne');
    expect(joinNames(['Anne', 'Bjørn', 'Cecilie'])).toBe('Anne, Bjørn og Cecilie');
  });

  it('sums up what was received and what remains', () => {
    expect(summaryLine({ label: 'Avdrag', total: 10000, received: 6000, remaining: 4000, payments: 4 })).toBe(
      'Avdrag: 6\u00a0000\u00a0kr av 10\u00a0000\u00a0kr mottatt, 4\u00a0000\u00a0kr gjenstår (4 betalinger)',
    );
    expect(
      summaryLine({ label: 'Utbetaling av lånet', total: 10000, received: 10000, remaining: 0, payments: 1 }),
    ).toBe('Utbetaling av lånet: alt mottatt, 10\u00a0000\u00a0kr (1 betaling)');
    expect(
      summaryLine({
        label: 'Husleie',
        total: 78000,
        received: 12000,
        remaining: 66000,
        payments: 13,
        openEnded: true,
      }),
    ).toBe(
      'Husleie: 12\u00a0000\u00a0kr mottatt; løper hver måned til avtalen avsluttes (13 betalinger vist)',
    );
  });

  describe('in nynorsk and English', () => {
    const instalment = { label: 'Avdrag', labels: { nn: 'Avdrag', en: 'Instalment' } };
    const rent = { label: 'Husleie', labels: { nn: 'Husleige', en: 'Rent' } };

    it('names a payment with the topic’s label in the language, and the label as it is where none is given', () => {
      expect(paymentLabel({ ...instalment, n: 2, of: 4, dueDate: '2027-03-15' }, 'en')).toBe(
        'Instalment 2 of 4',
      );
      expect(paymentLabel({ ...rent, n: 7, of: null, dueDate: '2027-12-01' }, 'nn')).toBe(
        'Husleige, desember 2027',
      );
      expect(paymentLabel({ ...rent, n: 7, of: null, dueDate: '2027-12-01' }, 'en')).toBe(
        'Rent, December 2027',
      );
      expect(paymentLabel({ label: 'Lønn', n: 1, of: 2, dueDate: '2027-12-01' }, 'en')).toBe('Lønn 1 of 2');
      // Bokmål reads the rule's own label whatever the translations say.
      expect(paymentLabel({ ...rent, n: 1, of: 1, dueDate: '2027-12-01' })).toBe('Husleie');
    });

    it('writes amounts as the language does', () => {
      expect(formatKroner(12000, 'nn')).toBe('12\u00a0000\u00a0kr');
      expect(formatKroner(12000, 'en')).toBe('NOK\u00a012,000');
      expect(formatKroner(1250.5, 'en')).toBe('NOK\u00a01,250.50');
    });

    it('sums up what was received and what remains', () => {
      const loan = { ...instalment, total: 10000, received: 6000, remaining: 4000, payments: 4 };
      expect(summaryLine(loan, 'nn')).toBe(
        'Avdrag: 6\u00a0000\u00a0kr av 10\u00a0000\u00a0kr motteke, 4\u00a0000\u00a0kr står att (4 betalingar)',
      );
      expect(summaryLine(loan, 'en')).toBe(
        'Instalment: NOK\u00a06,000 of NOK\u00a010,000 received, NOK\u00a04,000 remaining (4 payments)',
      );
      expect(summaryLine({ ...loan, received: 10000, remaining: 0, payments: 1 }, 'en')).toBe(
        'Instalment: all received, NOK\u00a010,000 (1 payment)',
      );
      const running = {
        ...rent,
        total: 78000,
        received: 12000,
        remaining: 66000,
        payments: 13,
        openEnded: true,
      };
      expect(summaryLine(running, 'nn')).toBe(
        'Husleige: 12\u00a0000\u00a0kr motteke; går kvar månad til avtalen blir avslutta (13 betalingar viste)',
      );
      expect(summaryLine(running, 'en')).toBe(
        'Rent: NOK\u00a012,000 received; runs every month until the agreement ends (13 payments shown)',
      );
    });
  });
});
