import type { Texts } from '../../../i18n/page-texts';
import type { nb } from './nb';

/** The privacy notice in nynorsk, key for key as nb.ts. */
export const nn: Texts<typeof nb> = {
  title: 'Personvern',
  documentTitle: 'Personvern – Avtalt',
  intro:
    'Her står det kva opplysningar Avtalt lagrar om deg, kvifor, kven som får sjå dei, kor lenge dei blir ' +
    'lagra, og kva rettar du har. Sida skildrar det tenesta faktisk gjer.',
  contents: 'På denne sida',
  basis: 'Grunnlag:',
  sections: {
    controller: 'Kven som er ansvarleg',
    data: 'Kva vi lagrar, og kvifor',
    recipients: 'Kven som ser og får opplysningane',
    retention: 'Kor lenge opplysningane blir lagra',
    rights: 'Rettane dine',
    complaint: 'Klage til Datatilsynet',
  },
  controller: {
    text:
      'Den som driv denne tenesta, er behandlingsansvarleg for opplysningane om deg. Det tyder at dei ' +
      'bestemmer kvifor og korleis opplysningane blir brukte, og at det er dei du vender deg til når du ' +
      'vil bruke rettane dine og ikkje kan gjere det sjølv i Avtalt.',
  },
  data: {
    intro:
      'Nedanfor står det kva som blir lagra, kva det blir brukt til, og kva grunnlag i ' +
      'personvernforordninga (GDPR) behandlinga byggjer på.',
    account: {
      title: 'Kontoen din',
      registration:
        'Når du registrerer deg, lagrar vi førenamn, etternamn, brukarnamn og e-postadresse, og om adressa ' +
        'er stadfesta. Passordet blir aldri lagra, berre ein hash av det (argon2id). Legg du inn ei lenke ' +
        'til eit profilbilete, blir lenka lagra.',
      cookies:
        'Innlogginga bruker to informasjonskapslar. Den eine (avtalt.sid) held økta di, også når du svarar ' +
        'på ein avtale utan å vere logga inn; økta blir lagra på tenaren, med namnet ditt når du er logga ' +
        'inn. Den andre (avtalt.device) får nettlesaren når du loggar inn, slik at vi kjenner han att og ' +
        'mislukka innloggingsforsøk frå andre ikkje sperrar deg ute. Vi bruker ingen informasjonskapslar ' +
        'til annonsar eller statistikk.',
      basis: 'avtalen med deg om å bruke tenesta (artikkel 6 nr. 1 bokstav b).',
    },
    agreements: {
      title: 'Avtalar og svar',
      answers:
        'Når du lagar eller blir med på ein avtale, lagrar vi tittelen og skildringa, svara dine i kvar ' +
        'runde (også svar du har lagra, men ikkje sendt), forslaga dine og dei private markeringane «Eg ' +
        'kan godta det andre svaret» og «Viktig for meg». Markeringane blir ikkje viste for dei andre, ' +
        'berre når dei passar saman med markeringane til ein annan, og då som eit forslag.',
      names:
        'Namnet ditt står i avtalen. Før avtaleteksten kan lagast, oppgir kvar part fødselsdato, adresse ' +
        'eller begge delar. Dei står i avtaleteksten og i PDF-en.',
      withoutLogin:
        'Svarar du utan å vere logga inn, blir svara lagra med ein tilfeldig kode knytt til økta, og dei ' +
        'blir flytta til kontoen din når du loggar inn. Loggar du ikkje inn, blir dei sletta når økta går ' +
        'ut, 30 dagar etter at du sist brukte ho; i ein avtale med andre står du då som «Tidlegare ' +
        'deltakar».',
      ownTopic:
        'Lagar du eit eige tema, blir tittelen og skildringa du skriv lagra, saman med spørsmåla som blir ' +
        'laga ut frå dei. Gjer du eit tema tilgjengeleg for alle, blir det lagra med kontoen din som den ' +
        'som oppretta det.',
      invitations:
        'Inviterer du ein observatør eller ei verje, blir adressa du skriv lagra, slik at berre kontoen ' +
        'med den adressa kan godta invitasjonen. Inviterer du deltakarar på e-post, blir ikkje adressa ' +
        'lagra: e-postloggen får berre ei forkorta utgåve av ho og ein hash, som blir brukt til å avgrense ' +
        'kor mange invitasjonar éi adresse får.',
      basis:
        'avtalen med deg: du bruker tenesta til å lage ein avtale saman med dei andre (artikkel 6 nr. 1 ' +
        'bokstav b). Er du invitert av nokon andre, har du ikkje gitt adressa sjølv. Denne sida er også ' +
        'skriven for deg.',
    },
    children: {
      title: 'Opplysningar om barn',
      topics:
        'I ein samværsavtale skriv foreldra fullt namn og fødselsdato for kvart barn. Avtalen handlar om ' +
        'kvar barna skal bu, samvær, feriar, henting og levering, barnebidrag og andre utgifter, og ' +
        'flytting. Andre tema kan også handle om barn (sambuaravtale, husarbeid, eigne tema), men utan ' +
        'namn, med mindre de skriv dei inn sjølve.',
      parents:
        'Barna er ikkje partar i avtalen. Foreldra gir opplysningane i kraft av foreldreansvaret sitt, for ' +
        'å lage ei ordning for barna. Avtaleteksten med namna og fødselsdatoane til barna kan lesast av ' +
        'alle som har lenka til avtalen (sjå «Kven som ser og får opplysningane»).',
      guardian:
        'Ein part under 18 år signerer saman med ei verje. Då blir også namnet og fødselsdatoen til verja ' +
        'lagra, og om verja er forelder eller oppnemnd verje.',
      basis:
        'for opplysningane om foreldra sjølve avtalen med dei (artikkel 6 nr. 1 bokstav b). For ' +
        'opplysningane om barna berettiga interesse (artikkel 6 nr. 1 bokstav f): interessa foreldra og ' +
        'barnet har i ei tydeleg, skriftleg ordning. Der veg interessene til barnet særleg tungt.',
    },
    signing: {
      title: 'Signering',
      stored:
        'Når du signerer, lagrar vi namnet ditt, korleis du signerte (eingongskode på e-post, passordet ' +
        'ditt eller BankID), når du signerte, ein kontrollsum av teksten du signerte, og IP-adressa og ' +
        'nettlesaren du signerte frå. IP-adressa og nettlesaren blir berre viste for deg, aldri for dei ' +
        'andre partane.',
      bankId:
        'Signerer du med BankID, får vi namnet og fødselsdatoen din frå BankID-tenesta og lagrar dei som ' +
        'bevis. Vi ber ikkje om og lagrar ikkje fødselsnummeret ditt.',
      sealed:
        'Når alle har signert, blir det laga ein forsegla PDF med avtaleteksten, ei signaturside som viser ' +
        'kven som signerte, når og korleis, og revisjonsloggen: kven som gjorde kva i avtalen, og når.',
      basis:
        'for sjølve signeringa avtalen med deg (bokstav b). For å ta vare på den signerte avtalen og ' +
        'bevisa etterpå berettiga interesse (bokstav f): partane må kunne vise kva som vart avtalt og ' +
        'signert.',
    },
    discussion: {
      title: 'Diskusjonen',
      text: 'Meldingar du skriv i diskusjonen om ein avtale, blir lagra med namnet ditt og tidspunktet.',
      basis: 'avtalen med deg (artikkel 6 nr. 1 bokstav b).',
    },
    email: {
      title: 'E-post',
      sent:
        'Vi sender e-post om avtalane dine (nye svar, nye rundar, påminningar, signaturar og den signerte ' +
        'PDF-en), om kontoen din (stadfesting av adresse, nytt passord, endra adresse, kopi av dataa dine) ' +
        'og eingongskodar for signering. E-post om avtalane går berre til ei stadfesta adresse.',
      log:
        'For kvar e-post lagrar vi kva slags e-post det var, ei forkorta adresse (den første bokstaven og ' +
        'domenet, som k***@eksempel.no), emnet, som kan innehalde tittelen på avtalen og eit namn, når ' +
        'e-posten vart send, og svaret frå e-posttenaren, som kan innehalde heile adressa. Vi lagrar også ' +
        'kva du har meldt deg av.',
      basis:
        'for å sende e-posten avtalen med deg (bokstav b). For loggen og avmeldingane berettiga interesse ' +
        '(bokstav f): å vite kva som er sendt, halde grensene for invitasjonar og respektere at nokon har ' +
        'meldt seg av.',
    },
    logs: {
      title: 'Loggar og tryggleik',
      lines:
        'Tenaren skriv éi logglinje for kvar førespurnad: kva side eller avtale det vart bede om, når, ' +
        'resultatet og kor lang tid det tok. Linjene har ikkje IP-adresse, nettlesar, namn eller ' +
        'e-postadresse. Nokre hendingar på kontoen, som nytt passord eller stadfesta adresse, blir logga ' +
        'med id-en til kontoen.',
      abuse:
        'For å stoppe misbruk, som mange feil passord eller mange registreringar frå same stad, tel vi ' +
        'førespurnader per IP-adresse. Teljarane blir sletta etter høgst éin time.',
      basis: 'berettiga interesse (artikkel 6 nr. 1 bokstav f): å halde tenesta trygg og finne feil.',
    },
  },
  recipients: {
    parties:
      '<b>Dei andre i avtalen</b> ser namnet ditt, svara dine i samanlikninga, meldingane dine i ' +
      'diskusjonen og avtaleteksten. Fødselsdatoen og adressa di står i avtaleteksten og i PDF-en som ' +
      'partane får. Dei private markeringane dine ser dei berre når dei passar saman med markeringane ' +
      'deira.',
    linkHolders:
      '<b>Alle som har lenka til ein avtale</b>, kan lese spørsmåla, samanlikninga av svara, diskusjonen ' +
      'og avtaleteksten, men utan fødselsdatoane og adressene til partane. Lenka er nøkkelen til avtalen, ' +
      'så del ho berre med dei som skal vere med. Ein observatør som ein part inviterer, til dømes ein ' +
      'advokat, les på same måten. Ei verje ser også fødselsdatoane og adressene til partane.',
    pdfHolders:
      '<b>Den som har PDF-en av ein signert avtale</b>, kan kontrollere han på <a>Kontroller ein signert ' +
      'avtale</a> og sjå tittelen, når han vart forsegla, og kven som signerte, når og korleis.',
    emailService:
      '<b>E-posttenesta</b> som sender e-posten for tenesta, får adressa og innhaldet i kvar e-post, også ' +
      'eingongskodar og den signerte PDF-en.',
    hosting:
      '<b>Leverandørar som driftar tenarar, databasar og reservekopiar</b> for den som driv tenesta, ' +
      'behandlar opplysningane på vegner av dei.',
    languageModel: {
      text:
        '<b>Ein språkmodell, berre dersom tenesta har kopla til ein.</b> Utan språkmodell blir spørsmåla ' +
        'til eit eige tema laga frå ein innebygd spørsmålsbank, og ingenting blir sendt ut. Med ' +
        'språkmodell får leverandøren av modellen:',
      ownTopic:
        'Når du lagar eit eige tema: tittelen og skildringa, akkurat slik du skreiv dei. Skriv difor ikkje ' +
        'namn, adresser eller andre opplysningar om folk der.',
      compromise:
        'Når nokon ber om eit forslag til kompromiss: tittelen på avtalen, spørsmålet de er usamde om, og ' +
        'kvart svar. Før det blir sendt, blir namna til partane bytte ut med «Part A», «Part B» og så ' +
        'vidare, og e-postadresser blir fjerna. Andre namn, datoar, adresser, telefonnummer og beløp i ' +
        'tittelen eller i eit svar med fritekst blir sende som dei er. I ein samværsavtale kan det vere ' +
        'førenamna og fødselsdatoane til barna. Fødselsdatoane og adressene partane har oppgitt om seg ' +
        'sjølve, blir ikkje sende.',
    },
    bankId:
      '<b>BankID, berre dersom tenesta har kopla det til og du vel det.</b> Du loggar inn hos ei ' +
      'BankID-teneste, som sender oss namnet og fødselsdatoen din. Vi sender ikkje namnet, adressa eller ' +
      'fødselsdatoen din til denne tenesta.',
  },
  retention: {
    unfinished:
      '<b>Ein avtale som ikkje er ferdig</b>, blir sletta når ingen har gjort noko i han på 12 månader. ' +
      '<b>Ein ferdig avtale som ikkje er signert</b>, blir sletta 3 år etter siste endring. Den som starta ' +
      'ein avtale, kan slette han før, så lenge ingen har signert. Då blir avtalen sletta med svara, ' +
      'diskusjonen og PDF-ane, og tittelen på avtalen blir fjerna frå e-postloggen.',
    signed:
      '<b>Ein signert avtale</b> blir lagra fordi partane kan trenge han som bevis: i 3 år etter den ' +
      'seinaste datoen de vart samde om i han, eller etter signeringa dersom ho er seinare. Eit lån blir ' +
      'lagra i 10 år etter den siste avtalte datoen. Ein samværsavtale der de avtaler barnebidraget ' +
      'privat, blir lagra til 10 år etter at det yngste barnet fyller 20 år. Så blir avtaleteksten, ' +
      'signaturane med IP-adresse og nettlesar, revisjonsloggen og den forsegla PDF-en sletta. Den som ' +
      'driv tenesta, kan ha sett andre fristar.',
    account: '<b>Kontoen din</b> blir lagra til du slettar han med «Slett kontoen min» på Min profil.',
    emailLog:
      '<b>E-postloggen og avmeldingslenkene</b> blir sletta etter 12 månader. <b>Lenkene vi har sendt</b> ' +
      'for å stadfeste ei adresse eller lage nytt passord (med adressa dei gjekk til), blir sletta 30 ' +
      'dagar etter at dei gjekk ut, og <b>bevisa frå BankID</b> etter eitt døgn.',
    dataExport:
      '<b>Ein kopi av dataa dine</b> («Last ned dataa mine») blir sletta 7 dagar etter at han vart laga.',
    session:
      '<b>Økta di</b> varer til du loggar ut, eller til ho ikkje har vore brukt på 30 dagar. Nettlesaren ' +
      'du loggar inn med, blir kjend att i 90 dagar. Svar du har gitt utan å logge inn, blir sletta når ' +
      'økta går ut.',
    counters: '<b>Teljarane mot misbruk</b>, med IP-adresse, blir sletta etter høgst éin time.',
    drafts:
      '<b>Spørsmålsutkast til eit eige tema</b> blir sletta når dei er over eitt døgn gamle og nokon lagar ' +
      'eit nytt utkast.',
    logs:
      '<b>Logglinjer og reservekopiar</b> blir lagra så lenge den som driv tenesta, har bestemt. ' +
      'Reservekopiar kan halde på opplysningar ei tid etter at dei er sletta.',
    sentEmail: 'E-postar som er sende, ligg i innboksane til mottakarane, utanfor Avtalt.',
  },
  rights: {
    intro:
      'Du har desse rettane etter personvernforordninga. Du skal få svar utan unødig opphald og seinast ' +
      'innan éin månad.',
    access: {
      title: 'Innsyn, kopi og dataportabilitet',
      export:
        'På <a>Min profil</a> vel du «Last ned dataa mine». Du får ei ZIP-fil med alt tenesta har lagra om ' +
        'deg: éi JSON-fil for kvar slags opplysningar, PDF-ane av avtalane dine og ei fil som forklarer ' +
        'innhaldet. Opplysningar om andre er berre med så langt du sjølv har sett dei i Avtalt. Når fila ' +
        'er klar, får du e-post på den stadfesta adressa di, og du kan laste ho ned i 7 dagar når du er ' +
        'logga inn. Du kan be om ein kopi tre gonger i døgnet.',
      portability:
        'JSON er eit ope, maskinlesbart format, så du kan ta med opplysningane du har gitt, til ei anna ' +
        'teneste.',
    },
    rectification: {
      title: 'Retting',
      text:
        'På <a>Min profil</a> endrar du namn, brukarnamn, e-postadresse og profilbilete. Fødselsdato og ' +
        'adresse i ein avtale endrar du på sida til avtalen, fram til avtaleteksten er laga. Namnet ditt ' +
        'slik det alt står i avtalar, avtaletekstar og e-postar som er sende, blir ikkje endra.',
    },
    erasure: {
      title: 'Sletting',
      account:
        'På <a>Min profil</a> vel du «Slett kontoen min». Før du stadfestar med passordet, ser du kva som ' +
        'skjer med kvar avtale. Du blir logga ut overalt, og kontoen blir sletta med ein gong. Utkast og ' +
        'avtalar ingen andre var med på, blir sletta. I avtalar med andre som ikkje er signerte, står du ' +
        'etterpå som «Tidlegare deltakar», utan fødselsdato og adresse. Meldingane dine i diskusjonane ' +
        'blir ståande utan namnet ditt, eller blir sletta dersom du vel det. E-postloggen held ikkje på ' +
        'nokon adresse, og kopiane av dataa dine blir sletta. Du får ein siste e-post om kva som vart teke ' +
        'vare på.',
      signed:
        'Ein signert avtale blir teken vare på for dei andre partane, med namna og den forsegla PDF-en, ' +
        'fram til datoen du ser før du slettar, fordi dei kan trenge han for å gjere eit krav gjeldande ' +
        '(artikkel 17 nr. 3 bokstav e). Kontoen din er ikkje lenger knytt til han.',
    },
    objection: {
      title: 'Protest',
      text:
        'Der behandlinga byggjer på berettiga interesse, kan du protestere på grunn av den særlege ' +
        'situasjonen din. Då må behandlinga stanse, med mindre det finst tungtvegande grunnar til å halde ' +
        'fram, eller opplysningane trengst for å fastsetje, gjere gjeldande eller forsvare eit rettskrav. ' +
        'Send protesten til den som driv tenesta.',
      emails:
        'Du kan slå av e-post om nye svar, nye rundar, påminningar, ferdige avtalar, usemje og ' +
        'invitasjonar under «Varsel på e-post» på Min profil, eller med «Meld deg av» nedst i e-posten. ' +
        'E-post om signering og om kontoen din kan ikkje slåast av.',
    },
  },
  complaint: {
    text:
      'Meiner du at opplysningane dine blir behandla i strid med personvernreglane, kan du klage til ' +
      'Datatilsynet. Les meir om korleis på <a>datatilsynet.no</a>.',
  },
};
