import { Basis, P, Part, Section } from './privacy-parts';

/**
 * «Hva vi lagrer, og hvorfor»: what is stored per purpose and its legal basis (GDPR art. 13(1)(c)). Each
 * statement is mapped to the code that makes it true in docs/privacy.md, «Personvernsiden».
 */
export function WhatWeStoreSection() {
  return (
    <Section name="data">
      <P>
        Under står hva som lagres, hva det brukes til, og hvilket grunnlag i personvernforordningen (GDPR)
        behandlingen bygger på.
      </P>

      <Part title="Kontoen din">
        <P>
          Når du registrerer deg, lagrer vi fornavn, etternavn, brukernavn og e-postadresse, og om adressen er
          bekreftet. Passordet lagres aldri, bare en hash av det (argon2id). Legger du inn en lenke til et
          profilbilde, lagres lenken.
        </P>
        <P>
          Innloggingen bruker to informasjonskapsler. Den ene (avtalt.sid) holder økten din, også når du
          svarer på en avtale uten å være logget inn; økten lagres på serveren, med navnet ditt når du er
          logget inn. Den andre (avtalt.device) får nettleseren når du logger inn, slik at vi kjenner den
          igjen og andres mislykkede innloggingsforsøk ikke sperrer deg ute. Vi bruker ingen
          informasjonskapsler til annonser eller statistikk.
        </P>
        <Basis>avtalen med deg om å bruke tjenesten (artikkel 6 nr. 1 bokstav b).</Basis>
      </Part>

      <Part title="Avtaler og svar">
        <P>
          Når du lager eller blir med på en avtale, lagrer vi tittelen og beskrivelsen, svarene dine i hver
          runde (også svar du har lagret, men ikke sendt), forslagene dine og de private markeringene «Jeg kan
          godta det andre svaret» og «Viktig for meg». Markeringene vises ikke for de andre, bare når de
          passer sammen med en annens, og da som et forslag.
        </P>
        <P>
          Navnet ditt står i avtalen. Før avtaleteksten kan lages, oppgir hver part fødselsdato, adresse eller
          begge deler. De står i avtaleteksten og i PDF-en.
        </P>
        <P>
          Svarer du uten å være logget inn, lagres svarene med en tilfeldig kode knyttet til økten, og de
          flyttes til kontoen din når du logger inn. Logger du ikke inn, slettes de når økten utløper, 30
          dager etter at du sist brukte den; i en avtale med andre står du da som «Tidligere deltaker».
        </P>
        <P>
          Lager du et eget tema, lagres tittelen og beskrivelsen du skriver, og spørsmålene som lages ut fra
          dem. Gjør du et tema tilgjengelig for alle, lagres det med kontoen din som den som opprettet det.
        </P>
        <P>
          Inviterer du en observatør eller en verge, lagres adressen du skriver, slik at bare kontoen med den
          adressen kan godta invitasjonen. Inviterer du deltakere på e-post, lagres ikke adressen:
          e-postloggen får bare en forkortet utgave av den og en hash, som brukes til å begrense hvor mange
          invitasjoner én adresse får.
        </P>
        <Basis>
          avtalen med deg: du bruker tjenesten til å lage en avtale sammen med de andre (artikkel 6 nr. 1
          bokstav b). Er du invitert av noen andre, har du ikke gitt adressen selv. Denne siden er også
          skrevet for deg.
        </Basis>
      </Part>

      <Part title="Opplysninger om barn">
        <P>
          I en samværsavtale skriver foreldrene fullt navn og fødselsdato for hvert barn. Avtalen handler om
          hvor barna skal bo, samvær, ferier, henting og levering, barnebidrag og andre utgifter, og flytting.
          Andre temaer kan også handle om barn (samboeravtale, husarbeid, egne temaer), men uten navn, med
          mindre dere skriver dem inn selv.
        </P>
        <P>
          Barna er ikke parter i avtalen. Foreldrene gir opplysningene med foreldreansvaret sitt, for å lage
          en ordning for barna. Avtaleteksten med barnas navn og fødselsdatoer kan leses av alle som har
          lenken til avtalen (se «Hvem som ser og får opplysningene»).
        </P>
        <P>
          En part under 18 år signerer sammen med en verge. Da lagres også vergens navn og fødselsdato, og om
          vergen er forelder eller oppnevnt verge.
        </P>
        <Basis>
          for foreldrenes egne opplysninger avtalen med dem (artikkel 6 nr. 1 bokstav b). For barnas
          opplysninger berettiget interesse (artikkel 6 nr. 1 bokstav f): foreldrenes og barnets interesse i
          en tydelig, skriftlig ordning. Der veier barnets interesser særlig tungt.
        </Basis>
      </Part>

      <Part title="Signering">
        <P>
          Når du signerer, lagrer vi navnet ditt, hvordan du signerte (engangskode på e-post, passordet ditt
          eller BankID), når du signerte, en kontrollsum av teksten du signerte, og IP-adressen og nettleseren
          du signerte fra. IP-adressen og nettleseren vises bare for deg, aldri for de andre partene.
        </P>
        <P>
          Signerer du med BankID, får vi navnet og fødselsdatoen din fra BankID-tjenesten og lagrer dem som
          bevis. Vi ber ikke om og lagrer ikke fødselsnummeret ditt.
        </P>
        <P>
          Når alle har signert, lages en forseglet PDF med avtaleteksten, en signaturside som viser hvem som
          signerte, når og hvordan, og revisjonsloggen: hvem som gjorde hva i avtalen, og når.
        </P>
        <Basis>
          for selve signeringen avtalen med deg (bokstav b). For å ta vare på den signerte avtalen og bevisene
          etterpå berettiget interesse (bokstav f): partene må kunne vise hva som ble avtalt og signert.
        </Basis>
      </Part>

      <Part title="Diskusjonen">
        <P>Meldinger du skriver i diskusjonen om en avtale, lagres med navnet ditt og tidspunktet.</P>
        <Basis>avtalen med deg (artikkel 6 nr. 1 bokstav b).</Basis>
      </Part>

      <Part title="E-post">
        <P>
          Vi sender e-post om avtalene dine (nye svar, nye runder, påminnelser, signaturer og den signerte
          PDF-en), om kontoen din (bekreftelse av adresse, nytt passord, endret adresse, kopi av dataene dine)
          og engangskoder for signering. E-post om avtalene går bare til en bekreftet adresse.
        </P>
        <P>
          For hver e-post lagrer vi hva slags e-post det var, en forkortet adresse (første bokstav og domenet,
          som k***@eksempel.no), emnet, som kan inneholde avtalens tittel og et navn, når den ble sendt, og
          svaret fra e-posttjeneren, som kan inneholde hele adressen. Vi lagrer også hva du har meldt deg av.
        </P>
        <Basis>
          for å sende e-posten avtalen med deg (bokstav b). For loggen og avmeldingene berettiget interesse
          (bokstav f): å vite hva som er sendt, holde grensene for invitasjoner og respektere at noen har
          meldt seg av.
        </Basis>
      </Part>

      <Part title="Logger og sikkerhet">
        <P>
          Serveren skriver én logglinje for hver forespørsel: hvilken side eller avtale som ble bedt om, når,
          resultatet og hvor lang tid det tok. Linjene har ikke IP-adresse, nettleser, navn eller
          e-postadresse. Noen hendelser på kontoen, som nytt passord eller bekreftet adresse, logges med
          kontoens id.
        </P>
        <P>
          For å stoppe misbruk, som mange feil passord eller mange registreringer fra samme sted, teller vi
          forespørsler per IP-adresse. Tellerne slettes etter høyst én time.
        </P>
        <Basis>
          berettiget interesse (artikkel 6 nr. 1 bokstav f): å holde tjenesten sikker og finne feil.
        </Basis>
      </Part>
    </Section>
  );
}
