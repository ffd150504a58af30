import type { TopicMiddleGround } from '../catalogue.types';

/** The compromises of `lan-mellom-privatpersoner` in nynorsk, beside lan-mellom-privatpersoner.middle-ground.data.ts: the same alternatives in the same order. */
export const lanMellomPrivatpersonerMiddleGroundNn: TopicMiddleGround = {
  'fast-rente': [
    {
      text: 'Skal renta vere fast dei to første åra og deretter følgje endringane i styringsrenta til Noregs Bank?',
      clause:
        'Renta er fast dei to første åra etter at lånet er betalt ut, og blir deretter endra med like mange prosentpoeng som styringsrenta til Noregs Bank er endra frå utgangen av dei to åra.',
      description: 'Føreseieleg i starten, og i takt med rentenivået etterpå.',
    },
    {
      text: 'Skal renta følgje styringsrenta, men aldri bli meir enn 2 prosentpoeng høgare eller lågare enn den avtalte renta?',
      clause:
        'Renta er flytande og blir endra med like mange prosentpoeng som styringsrenta til Noregs Bank blir endra etter at avtalen er inngått, men ho blir aldri meir enn 2 prosentpoeng høgare eller lågare enn renta som vart avtalt.',
      description: 'Flytande rente med eit tak og eit golv.',
    },
  ],
  'innfri-tidligere': [
    {
      text: 'Skal låntakaren kunne betale tilbake før tida når långjevaren har fått skriftleg varsel éin månad i førevegen?',
      clause:
        'Låntakaren kan innfri heile eller delar av lånet før tida utan ekstra kostnader når långjevaren har fått skriftleg varsel minst éin månad før.',
      description: 'Låntakaren kan betale tidlegare, og långjevaren får tid til å planleggje.',
    },
    {
      text: 'Skal låntakaren kunne betale ekstra når som helst, men ikkje innfri heile lånet det første året utan samtykke frå långjevaren?',
      clause:
        'Låntakaren kan når som helst betale ekstra på lånet utan ekstra kostnader, men kan ikkje innfri heile lånet tidlegare enn eitt år etter at det er betalt ut, utan samtykke frå långjevaren.',
      description: 'Ekstra innbetalingar står fritt, full innfriing først etter eitt år.',
    },
  ],
  forsinkelsesrente: [
    {
      text: 'Skal låntakaren betale ei forseinkingsrente på 6 prosent per år, og berre for beløp som er meir enn 30 dagar forseinka?',
      clause:
        'Betaler låntakaren eit forfalle beløp meir enn 30 dagar etter forfall, betaler låntakaren ei forseinkingsrente på 6 prosent per år av det forfalne beløpet frå forfallsdagen til beløpet er betalt, og långjevaren krev inga anna forseinkingsrente.',
      description: 'Ei lågare forseinkingsrente, og først når betalinga er ein månad forseinka.',
    },
  ],
  sikkerhet: [
    {
      text: 'Skal låntakaren berre stille tryggleik dersom eit forfalle beløp ikkje er betalt innan 30 dagar?',
      clause:
        'Lånet blir gitt utan tryggleik, men har låntakaren ikkje betalt eit forfalle beløp innan 30 dagar etter forfall, stiller låntakaren på krav frå långjevaren tryggleik ved pant eller kausjon innan ytterlegare 30 dagar, og partane inngår då ein eigen skriftleg pant- eller kausjonsavtale.',
      description: 'Ingen tryggleik så lenge alt blir betalt, men ei sikring om det går gale.',
    },
    {
      text: 'Skal låntakaren stille tryggleik berre for den delen av lånet som er over 50 000 kr?',
      clause:
        'Låntakaren stiller tryggleik ved pant eller kausjon for den delen av lånet som overstig 50 000 kr, og partane inngår ein eigen skriftleg pant- eller kausjonsavtale før lånet blir betalt ut.',
      description: 'Tryggleik for det store beløpet, tillit for resten.',
    },
  ],
  'arlig-bekreftelse': [
    {
      text: 'Skal låntakaren stadfeste restgjelda skriftleg annakvart år?',
      clause:
        'Låntakaren stadfestar restgjelda skriftleg overfor långjevaren annakvart år, første gongen to år etter at lånet er betalt ut.',
      description: 'Sjeldnare enn kvart år, men jamleg.',
    },
    {
      text: 'Skal låntakaren stadfeste restgjelda skriftleg når långjevaren ber om det, høgst éin gong i året?',
      clause:
        'Låntakaren stadfestar restgjelda skriftleg overfor långjevaren når långjevaren ber om det, høgst éin gong i året.',
      description: 'Ei stadfesting når långjevaren treng henne, utan fast plikt.',
    },
  ],
};
