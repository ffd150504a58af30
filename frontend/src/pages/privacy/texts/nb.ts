/**
 * The privacy notice (/personvern) in bokmål: the source catalogue of the `privacy` namespace. A text with
 * `<b>…</b>` (bold) or `<a>…</a>` (a link) is rendered with `<Trans>`; not `<link>`, which Trans's parser
 * takes for HTML's empty element and leaves the link's text outside it. What makes each statement true:
 * docs/privacy.md, «Personvernsiden».
 */
export const nb = {
  title: 'Personvern',
  documentTitle: 'Personvern – Avtalt',
  intro:
    'Her står hvilke opplysninger Avtalt lagrer om deg, hvorfor, hvem som får se dem, hvor lenge de ' +
    'lagres, og hvilke rettigheter du har. Siden beskriver det tjenesten faktisk gjør.',
  contents: 'På denne siden',
  basis: 'Grunnlag:',
  sections: {
    controller: 'Hvem som er ansvarlig',
    data: 'Hva vi lagrer, og hvorfor',
    recipients: 'Hvem som ser og får opplysningene',
    retention: 'Hvor lenge opplysningene lagres',
    rights: 'Rettighetene dine',
    complaint: 'Klage til Datatilsynet',
  },
  controller: {
    text:
      'Den som driver denne tjenesten, er behandlingsansvarlig for opplysningene om deg. Det betyr at de ' +
      'bestemmer hvorfor og hvordan opplysningene brukes, og at det er dem du henvender deg til når du vil ' +
      'bruke rettighetene dine og ikke kan gjøre det selv i Avtalt.',
  },
  data: {
    intro:
      'Under står hva som lagres, hva det brukes til, og hvilket grunnlag i personvernforordningen (GDPR) ' +
      'behandlingen bygger på.',
    account: {
      title: 'Kontoen din',
      registration:
        'Når du registrerer deg, lagrer vi fornavn, etternavn, brukernavn og e-postadresse, og om adressen ' +
        'er bekreftet. Passordet lagres aldri, bare en hash av det (argon2id). Legger du inn en lenke til ' +
        'et profilbilde, lagres lenken.',
      cookies:
        'Innloggingen bruker to informasjonskapsler. Den ene (avtalt.sid) holder økten din, også når du ' +
        'svarer på en avtale uten å være logget inn; økten lagres på serveren, med navnet ditt når du er ' +
        'logget inn. Den andre (avtalt.device) får nettleseren når du logger inn, slik at vi kjenner den ' +
        'igjen og andres mislykkede innloggingsforsøk ikke sperrer deg ute. Vi bruker ingen ' +
        'informasjonskapsler til annonser eller statistikk.',
      basis: 'avtalen med deg om å bruke tjenesten (artikkel 6 nr. 1 bokstav b).',
    },
    agreements: {
      title: 'Avtaler og svar',
      answers:
        'Når du lager eller blir med på en avtale, lagrer vi tittelen og beskrivelsen, svarene dine i hver ' +
        'runde (også svar du har lagret, men ikke sendt), forslagene dine og de private markeringene «Jeg ' +
        'kan godta det andre svaret» og «Viktig for meg». Markeringene vises ikke for de andre, bare når ' +
        'de passer sammen med en annens, og da som et forslag.',
      names:
        'Navnet ditt står i avtalen. Før avtaleteksten kan lages, oppgir hver part fødselsdato, adresse ' +
        'eller begge deler. De står i avtaleteksten og i PDF-en.',
      withoutLogin:
        'Svarer du uten å være logget inn, lagres svarene med en tilfeldig kode knyttet til økten, og de ' +
        'flyttes til kontoen din når du logger inn. Logger du ikke inn, slettes de når økten utløper, 30 ' +
        'dager etter at du sist brukte den; i en avtale med andre står du da som «Tidligere deltaker».',
      ownTopic:
        'Lager du et eget tema, lagres tittelen og beskrivelsen du skriver, og spørsmålene som lages ut ' +
        'fra dem. Gjør du et tema tilgjengelig for alle, lagres det med kontoen din som den som opprettet ' +
        'det.',
      invitations:
        'Inviterer du en observatør eller en verge, lagres adressen du skriver, slik at bare kontoen med ' +
        'den adressen kan godta invitasjonen. Inviterer du deltakere på e-post, lagres ikke adressen: ' +
        'e-postloggen får bare en forkortet utgave av den og en hash, som brukes til å begrense hvor mange ' +
        'invitasjoner én adresse får.',
      basis:
        'avtalen med deg: du bruker tjenesten til å lage en avtale sammen med de andre (artikkel 6 nr. 1 ' +
        'bokstav b). Er du invitert av noen andre, har du ikke gitt adressen selv. Denne siden er også ' +
        'skrevet for deg.',
    },
    children: {
      title: 'Opplysninger om barn',
      topics:
        'I en samværsavtale skriver foreldrene fullt navn og fødselsdato for hvert barn. Avtalen handler ' +
        'om hvor barna skal bo, samvær, ferier, henting og levering, barnebidrag og andre utgifter, og ' +
        'flytting. Andre temaer kan også handle om barn (samboeravtale, husarbeid, egne temaer), men uten ' +
        'navn, med mindre dere skriver dem inn selv.',
      parents:
        'Barna er ikke parter i avtalen. Foreldrene gir opplysningene med foreldreansvaret sitt, for å ' +
        'lage en ordning for barna. Avtaleteksten med barnas navn og fødselsdatoer kan leses av alle som ' +
        'har lenken til avtalen (se «Hvem som ser og får opplysningene»).',
      guardian:
        'En part under 18 år signerer sammen med en verge. Da lagres også vergens navn og fødselsdato, og ' +
        'om vergen er forelder eller oppnevnt verge.',
      basis:
        'for foreldrenes egne opplysninger avtalen med dem (artikkel 6 nr. 1 bokstav b). For barnas ' +
        'opplysninger berettiget interesse (artikkel 6 nr. 1 bokstav f): foreldrenes og barnets interesse ' +
        'i en tydelig, skriftlig ordning. Der veier barnets interesser særlig tungt.',
    },
    signing: {
      title: 'Signering',
      stored:
        'Når du signerer, lagrer vi navnet ditt, hvordan du signerte (engangskode på e-post, passordet ' +
        'ditt eller BankID), når du signerte, en kontrollsum av teksten du signerte, og IP-adressen og ' +
        'nettleseren du signerte fra. IP-adressen og nettleseren vises bare for deg, aldri for de andre ' +
        'partene.',
      bankId:
        'Signerer du med BankID, får vi navnet og fødselsdatoen din fra BankID-tjenesten og lagrer dem som ' +
        'bevis. Vi ber ikke om og lagrer ikke fødselsnummeret ditt.',
      sealed:
        'Når alle har signert, lages en forseglet PDF med avtaleteksten, en signaturside som viser hvem ' +
        'som signerte, når og hvordan, og revisjonsloggen: hvem som gjorde hva i avtalen, og når.',
      basis:
        'for selve signeringen avtalen med deg (bokstav b). For å ta vare på den signerte avtalen og ' +
        'bevisene etterpå berettiget interesse (bokstav f): partene må kunne vise hva som ble avtalt og ' +
        'signert.',
    },
    discussion: {
      title: 'Diskusjonen',
      text: 'Meldinger du skriver i diskusjonen om en avtale, lagres med navnet ditt og tidspunktet.',
      basis: 'avtalen med deg (artikkel 6 nr. 1 bokstav b).',
    },
    email: {
      title: 'E-post',
      sent:
        'Vi sender e-post om avtalene dine (nye svar, nye runder, påminnelser, signaturer og den signerte ' +
        'PDF-en), om kontoen din (bekreftelse av adresse, nytt passord, endret adresse, kopi av dataene ' +
        'dine) og engangskoder for signering. E-post om avtalene går bare til en bekreftet adresse.',
      log:
        'For hver e-post lagrer vi hva slags e-post det var, en forkortet adresse (første bokstav og ' +
        'domenet, som k***@eksempel.no), emnet, som kan inneholde avtalens tittel og et navn, når den ble ' +
        'sendt, og svaret fra e-posttjeneren, som kan inneholde hele adressen. Vi lagrer også hva du har ' +
        'meldt deg av.',
      basis:
        'for å sende e-posten avtalen med deg (bokstav b). For loggen og avmeldingene berettiget interesse ' +
        '(bokstav f): å vite hva som er sendt, holde grensene for invitasjoner og respektere at noen har ' +
        'meldt seg av.',
    },
    logs: {
      title: 'Logger og sikkerhet',
      lines:
        'Serveren skriver én logglinje for hver forespørsel: hvilken side eller avtale som ble bedt om, ' +
        'når, resultatet og hvor lang tid det tok. Linjene har ikke IP-adresse, nettleser, navn eller ' +
        'e-postadresse. Noen hendelser på kontoen, som nytt passord eller bekreftet adresse, logges med ' +
        'kontoens id.',
      abuse:
        'For å stoppe misbruk, som mange feil passord eller mange registreringer fra samme sted, teller vi ' +
        'forespørsler per IP-adresse. Tellerne slettes etter høyst én time.',
      basis: 'berettiget interesse (artikkel 6 nr. 1 bokstav f): å holde tjenesten sikker og finne feil.',
    },
  },
  recipients: {
    parties:
      '<b>De andre i avtalen</b> ser navnet ditt, svarene dine i sammenligningen, meldingene dine i ' +
      'diskusjonen og avtaleteksten. Fødselsdatoen og adressen din står i avtaleteksten og i PDF-en som ' +
      'partene får. De private markeringene dine ser de bare når de passer sammen med deres.',
    linkHolders:
      '<b>Alle som har lenken til en avtale</b> kan lese spørsmålene, sammenligningen av svarene, ' +
      'diskusjonen og avtaleteksten, men uten partenes fødselsdatoer og adresser. Lenken er nøkkelen til ' +
      'avtalen, så del den bare med dem som skal være med. En observatør som en part inviterer, for ' +
      'eksempel en advokat, leser på samme måte. En verge ser også partenes fødselsdatoer og adresser.',
    pdfHolders:
      '<b>Den som har PDF-en av en signert avtale</b>, kan kontrollere den på <a>Kontroller en signert ' +
      'avtale</a> og se tittelen, når den ble forseglet, og hvem som signerte, når og hvordan.',
    emailService:
      '<b>E-posttjenesten</b> som sender e-posten for tjenesten, får adressen og innholdet i hver e-post, ' +
      'også engangskoder og den signerte PDF-en.',
    hosting:
      '<b>Leverandører som drifter servere, databaser og sikkerhetskopier</b> for den som driver ' +
      'tjenesten, behandler opplysningene på deres vegne.',
    languageModel: {
      text:
        '<b>En språkmodell, bare hvis tjenesten har koblet til en.</b> Uten språkmodell lages spørsmålene ' +
        'til et eget tema fra en innebygd spørsmålsbank, og ingenting sendes ut. Med språkmodell får ' +
        'leverandøren av den:',
      ownTopic:
        'Når du lager et eget tema: tittelen og beskrivelsen, akkurat slik du skrev dem. Skriv derfor ikke ' +
        'navn, adresser eller andre opplysninger om folk der.',
      compromise:
        'Når noen ber om et forslag til kompromiss: avtalens tittel, spørsmålet dere er uenige om, og ' +
        'hvert svar. Før det sendes, byttes partenes navn ut med «Part A», «Part B» og så videre, og ' +
        'e-postadresser fjernes. Andre navn, datoer, adresser, telefonnumre og beløp i tittelen eller i et ' +
        'svar med fritekst sendes som de er. I en samværsavtale kan det være barnas fornavn og ' +
        'fødselsdatoer. Fødselsdatoene og adressene partene har oppgitt om seg selv, sendes ikke.',
    },
    bankId:
      '<b>BankID, bare hvis tjenesten har koblet det til og du velger det.</b> Du logger inn hos en ' +
      'BankID-tjeneste, som sender oss navnet og fødselsdatoen din. Vi sender den ikke navnet, adressen ' +
      'eller fødselsdatoen din.',
  },
  retention: {
    unfinished:
      '<b>En avtale som ikke er ferdig</b>, slettes når ingen har gjort noe i den på 12 måneder. <b>En ' +
      'ferdig avtale som ikke er signert</b>, slettes 3 år etter siste endring. Den som startet en avtale, ' +
      'kan slette den før, så lenge ingen har signert. Da slettes avtalen med svarene, diskusjonen og ' +
      'PDF-ene, og avtalens tittel fjernes fra e-postloggen.',
    signed:
      '<b>En signert avtale</b> beholdes fordi partene kan trenge den som bevis: 3 år etter den seneste ' +
      'datoen dere ble enige om i den, eller etter signeringen hvis den er senere. Et lån beholdes 10 år ' +
      'etter den siste avtalte datoen. En samværsavtale der dere avtaler barnebidraget privat, beholdes ' +
      'til 10 år etter at det yngste barnet fyller 20 år. Så slettes avtaleteksten, signaturene med ' +
      'IP-adresse og nettleser, revisjonsloggen og den forseglede PDF-en. Den som driver tjenesten, kan ha ' +
      'satt andre frister.',
    account: '<b>Kontoen din</b> lagres til du sletter den med «Slett kontoen min» på Min profil.',
    emailLog:
      '<b>E-postloggen og avmeldingslenkene</b> slettes etter 12 måneder. <b>Lenkene vi har sendt</b> for ' +
      'å bekrefte en adresse eller lage nytt passord (med adressen de gikk til) slettes 30 dager etter at ' +
      'de gikk ut, og <b>bevisene fra BankID</b> etter ett døgn.',
    dataExport:
      '<b>En kopi av dataene dine</b> («Last ned dataene mine») slettes 7 dager etter at den ble laget.',
    session:
      '<b>Økten din</b> varer til du logger ut, eller til den ikke har vært brukt på 30 dager. Nettleseren ' +
      'du logger inn med, kjennes igjen i 90 dager. Svar du har gitt uten å logge inn, slettes når økten ' +
      'utløper.',
    counters: '<b>Tellerne mot misbruk</b>, med IP-adresse, slettes etter høyst én time.',
    drafts:
      '<b>Spørsmålsutkast til et eget tema</b> slettes når de er over ett døgn gamle og noen lager et nytt ' +
      'utkast.',
    logs:
      '<b>Logglinjer og sikkerhetskopier</b> lagres så lenge den som driver tjenesten har bestemt. ' +
      'Sikkerhetskopier kan holde på opplysninger en tid etter at de er slettet.',
    sentEmail: 'E-post som er sendt, ligger i mottakernes innbokser, utenfor Avtalt.',
  },
  rights: {
    intro:
      'Du har disse rettighetene etter personvernforordningen. Du skal få svar uten unødig opphold og ' +
      'senest innen én måned.',
    access: {
      title: 'Innsyn, kopi og dataportabilitet',
      export:
        'På <a>Min profil</a> velger du «Last ned dataene mine». Du får en ZIP-fil med alt tjenesten har ' +
        'lagret om deg: én JSON-fil for hver slags opplysninger, PDF-ene av avtalene dine og en fil som ' +
        'forklarer innholdet. Andres opplysninger er bare med så langt du selv har sett dem i Avtalt. Når ' +
        'filen er klar, får du e-post på den bekreftede adressen din, og du kan laste den ned i 7 dager ' +
        'når du er logget inn. Du kan be om en kopi tre ganger i døgnet.',
      portability:
        'JSON er et åpent, maskinlesbart format, så du kan ta med opplysningene du har gitt, til en annen ' +
        'tjeneste.',
    },
    rectification: {
      title: 'Retting',
      text:
        'På <a>Min profil</a> endrer du navn, brukernavn, e-postadresse og profilbilde. Fødselsdato og ' +
        'adresse i en avtale endrer du på avtalens side, frem til avtaleteksten er laget. Navnet ditt slik ' +
        'det allerede står i avtaler, avtaletekster og sendt e-post, endres ikke.',
    },
    erasure: {
      title: 'Sletting',
      account:
        'På <a>Min profil</a> velger du «Slett kontoen min». Før du bekrefter med passordet, ser du hva ' +
        'som skjer med hver avtale. Du logges ut overalt, og kontoen slettes med en gang. Utkast og ' +
        'avtaler ingen andre var med på, slettes. I avtaler med andre som ikke er signert, står du etterpå ' +
        'som «Tidligere deltaker», uten fødselsdato og adresse. Meldingene dine i diskusjonene beholdes ' +
        'uten navnet ditt, eller slettes hvis du velger det. E-postloggen beholder ingen adresse, og ' +
        'kopiene av dataene dine slettes. Du får en siste e-post om hva som ble beholdt.',
      signed:
        'En signert avtale beholdes for de andre partene med navnene og den forseglede PDF-en til datoen ' +
        'du ser før du sletter, fordi de kan trenge den for å gjøre et krav gjeldende (artikkel 17 nr. 3 ' +
        'bokstav e). Kontoen din er ikke lenger knyttet til den.',
    },
    objection: {
      title: 'Protest',
      text:
        'Der behandlingen bygger på berettiget interesse, kan du protestere på grunn av din særlige ' +
        'situasjon. Da må behandlingen stanse, med mindre det finnes tungtveiende grunner til å fortsette, ' +
        'eller opplysningene trengs for å fastsette, gjøre gjeldende eller forsvare et rettskrav. Send ' +
        'protesten til den som driver tjenesten.',
      emails:
        'Du kan slå av e-post om nye svar, nye runder, påminnelser, ferdige avtaler, uenighet og ' +
        'invitasjoner under «Varsler på e-post» på Min profil, eller med «Meld deg av» nederst i e-posten. ' +
        'E-post om signering og om kontoen din kan ikke slås av.',
    },
  },
  complaint: {
    text:
      'Mener du at opplysningene dine blir behandlet i strid med personvernreglene, kan du klage til ' +
      'Datatilsynet. Les mer om hvordan på <a>datatilsynet.no</a>.',
  },
} as const;
