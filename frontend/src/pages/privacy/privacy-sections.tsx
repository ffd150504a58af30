import Link from '@mui/material/Link';
import { P, PageLink, Part, Points, Section } from './privacy-parts';

/*
 * The privacy page's sections besides «Hva vi lagrer» (privacy-data-section.tsx). What each says, and the code
 * or document that makes it true: docs/privacy.md, «Personvernsiden».
 */

const PROFILE = '/profile';
// «Dataene dine» (DATA_EXPORT_ANCHOR of pages/profile/data-export.rules.ts, as the export's mail links it). Not
// imported: a module shared with the profile page would be a chunk of its own, one name more in the entry.
const DATA_EXPORT = `${PROFILE}#dataene-dine`;

/** GDPR art. 13(1)(a). No setting names the operator, so the page names the role. */
export function ControllerSection() {
  return (
    <Section name="controller">
      <P>
        Den som driver denne tjenesten, er behandlingsansvarlig for opplysningene om deg. Det betyr at de
        bestemmer hvorfor og hvordan opplysningene brukes, og at det er dem du henvender deg til når du vil
        bruke rettighetene dine og ikke kan gjøre det selv i Avtalt.
      </P>
    </Section>
  );
}

/** GDPR art. 13(1)(e): the recipients, the language model and the eID broker only where they are configured. */
export function RecipientsSection() {
  return (
    <Section name="recipients">
      <Points
        items={[
          <>
            <strong>De andre i avtalen</strong> ser navnet ditt, svarene dine i sammenligningen, meldingene
            dine i diskusjonen og avtaleteksten. Fødselsdatoen og adressen din står i avtaleteksten og i
            PDF-en som partene får. De private markeringene dine ser de bare når de passer sammen med deres.
          </>,
          <>
            <strong>Alle som har lenken til en avtale</strong> kan lese spørsmålene, sammenligningen av
            svarene, diskusjonen og avtaleteksten, men uten partenes fødselsdatoer og adresser. Lenken er
            nøkkelen til avtalen, så del den bare med dem som skal være med. En observatør som en part
            inviterer, for eksempel en advokat, leser på samme måte. En verge ser også partenes fødselsdatoer
            og adresser.
          </>,
          <>
            <strong>Den som har PDF-en av en signert avtale</strong>, kan kontrollere den på{' '}
            <PageLink to="/verifiser">Kontroller en signert avtale</PageLink> og se tittelen, når den ble
            forseglet, og hvem som signerte, når og hvordan.
          </>,
          <>
            <strong>E-posttjenesten</strong> som sender e-posten for tjenesten, får adressen og innholdet i
            hver e-post, også engangskoder og den signerte PDF-en.
          </>,
          <>
            <strong>Leverandører som drifter servere, databaser og sikkerhetskopier</strong> for den som
            driver tjenesten, behandler opplysningene på deres vegne.
          </>,
          <>
            <strong>En språkmodell, bare hvis tjenesten har koblet til en.</strong> Uten språkmodell lages
            spørsmålene til et eget tema fra en innebygd spørsmålsbank, og ingenting sendes ut. Med
            språkmodell får leverandøren av den:
            <Points
              items={[
                'Når du lager et eget tema: tittelen og beskrivelsen, akkurat slik du skrev dem. Skriv derfor ikke navn, adresser eller andre opplysninger om folk der.',
                'Når noen ber om et forslag til kompromiss: avtalens tittel, spørsmålet dere er uenige om, og hvert svar. Før det sendes, byttes partenes navn ut med «Part A», «Part B» og så videre, og e-postadresser fjernes. Andre navn, datoer, adresser, telefonnumre og beløp i tittelen eller i et svar med fritekst sendes som de er. I en samværsavtale kan det være barnas fornavn og fødselsdatoer. Fødselsdatoene og adressene partene har oppgitt om seg selv, sendes ikke.',
              ]}
            />
          </>,
          <>
            <strong>BankID, bare hvis tjenesten har koblet det til og du velger det.</strong> Du logger inn
            hos en BankID-tjeneste, som sender oss navnet og fødselsdatoen din. Vi sender den ikke navnet,
            adressen eller fødselsdatoen din.
          </>,
        ]}
      />
    </Section>
  );
}

/** GDPR art. 13(2)(a): how long each kind of data is kept, as the code keeps it today. */
export function RetentionSection() {
  return (
    <Section name="retention">
      <Points
        items={[
          <>
            <strong>En avtale som ikke er ferdig</strong>, slettes når ingen har gjort noe i den på 12
            måneder.
            <strong> En ferdig avtale som ikke er signert</strong>, slettes 3 år etter siste endring. Den som
            startet en avtale, kan slette den før, så lenge ingen har signert. Da slettes avtalen med svarene,
            diskusjonen og PDF-ene, og avtalens tittel fjernes fra e-postloggen.
          </>,
          <>
            <strong>En signert avtale</strong> beholdes fordi partene kan trenge den som bevis: 3 år etter den
            seneste datoen dere ble enige om i den, eller etter signeringen hvis den er senere. Et lån
            beholdes 10 år etter den siste avtalte datoen. En samværsavtale der dere avtaler barnebidraget
            privat, beholdes til 10 år etter at det yngste barnet fyller 20 år. Så slettes avtaleteksten,
            signaturene med IP-adresse og nettleser, revisjonsloggen og den forseglede PDF-en. Den som driver
            tjenesten, kan ha satt andre frister.
          </>,
          <>
            <strong>Kontoen din</strong> lagres til du sletter den med «Slett kontoen min» på Min profil.
          </>,
          <>
            <strong>E-postloggen og avmeldingslenkene</strong> slettes etter 12 måneder.
            <strong> Lenkene vi har sendt</strong> for å bekrefte en adresse eller lage nytt passord (med
            adressen de gikk til) slettes 30 dager etter at de gikk ut, og
            <strong> bevisene fra BankID</strong> etter ett døgn.
          </>,
          <>
            <strong>En kopi av dataene dine</strong> («Last ned dataene mine») slettes 7 dager etter at den
            ble laget.
          </>,
          <>
            <strong>Økten din</strong> varer til du logger ut, eller til den ikke har vært brukt på 30 dager.
            Nettleseren du logger inn med, kjennes igjen i 90 dager. Svar du har gitt uten å logge inn,
            slettes når økten utløper.
          </>,
          <>
            <strong>Tellerne mot misbruk</strong>, med IP-adresse, slettes etter høyst én time.
          </>,
          <>
            <strong>Spørsmålsutkast til et eget tema</strong> slettes når de er over ett døgn gamle og noen
            lager et nytt utkast.
          </>,
          <>
            <strong>Logglinjer og sikkerhetskopier</strong> lagres så lenge den som driver tjenesten har
            bestemt. Sikkerhetskopier kan holde på opplysninger en tid etter at de er slettet.
          </>,
          'E-post som er sendt, ligger i mottakernes innbokser, utenfor Avtalt.',
        ]}
      />
    </Section>
  );
}

/** GDPR art. 13(2)(b): the rights, and where in Avtalt each is used. */
export function RightsSection() {
  return (
    <Section name="rights">
      <P>
        Du har disse rettighetene etter personvernforordningen. Du skal få svar uten unødig opphold og senest
        innen én måned.
      </P>
      <Part title="Innsyn, kopi og dataportabilitet">
        <P>
          På <PageLink to={DATA_EXPORT}>Min profil</PageLink> velger du «Last ned dataene mine». Du får en
          ZIP-fil med alt tjenesten har lagret om deg: én JSON-fil for hver slags opplysninger, PDF-ene av
          avtalene dine og en fil som forklarer innholdet. Andres opplysninger er bare med så langt du selv
          har sett dem i Avtalt. Når filen er klar, får du e-post på den bekreftede adressen din, og du kan
          laste den ned i 7 dager når du er logget inn. Du kan be om en kopi tre ganger i døgnet.
        </P>
        <P>
          JSON er et åpent, maskinlesbart format, så du kan ta med opplysningene du har gitt, til en annen
          tjeneste.
        </P>
      </Part>
      <Part title="Retting">
        <P>
          På <PageLink to={PROFILE}>Min profil</PageLink> endrer du navn, brukernavn, e-postadresse og
          profilbilde. Fødselsdato og adresse i en avtale endrer du på avtalens side, frem til avtaleteksten
          er laget. Navnet ditt slik det allerede står i avtaler, avtaletekster og sendt e-post, endres ikke.
        </P>
      </Part>
      <Part title="Sletting">
        <P>
          På <PageLink to={PROFILE}>Min profil</PageLink> velger du «Slett kontoen min». Før du bekrefter med
          passordet, ser du hva som skjer med hver avtale. Du logges ut overalt, og kontoen slettes med en
          gang. Utkast og avtaler ingen andre var med på, slettes. I avtaler med andre som ikke er signert,
          står du etterpå som «Tidligere deltaker», uten fødselsdato og adresse. Meldingene dine i
          diskusjonene beholdes uten navnet ditt, eller slettes hvis du velger det. E-postloggen beholder
          ingen adresse, og kopiene av dataene dine slettes. Du får en siste e-post om hva som ble beholdt.
        </P>
        <P>
          En signert avtale beholdes for de andre partene med navnene og den forseglede PDF-en til datoen du
          ser før du sletter, fordi de kan trenge den for å gjøre et krav gjeldende (artikkel 17 nr. 3 bokstav
          e). Kontoen din er ikke lenger knyttet til den.
        </P>
      </Part>
      <Part title="Protest">
        <P>
          Der behandlingen bygger på berettiget interesse, kan du protestere på grunn av din særlige
          situasjon. Da må behandlingen stanse, med mindre det finnes tungtveiende grunner til å fortsette,
          eller opplysningene trengs for å fastsette, gjøre gjeldende eller forsvare et rettskrav. Send
          protesten til den som driver tjenesten.
        </P>
        <P>
          Du kan slå av e-post om nye svar, nye runder, påminnelser, ferdige avtaler, uenighet og invitasjoner
          under «Varsler på e-post» på Min profil, eller med «Meld deg av» nederst i e-posten. E-post om
          signering og om kontoen din kan ikke slås av.
        </P>
      </Part>
    </Section>
  );
}

/** GDPR art. 13(2)(d) and 77. */
export function ComplaintSection() {
  return (
    <Section name="complaint">
      <P>
        Mener du at opplysningene dine blir behandlet i strid med personvernreglene, kan du klage til
        Datatilsynet. Les mer om hvordan på{' '}
        <Link href="https://www.datatilsynet.no/" rel="noopener">
          datatilsynet.no
        </Link>
        .
      </P>
    </Section>
  );
}
