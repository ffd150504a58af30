import Link from '@mui/material/Link';
import { Trans } from 'react-i18next';
import { BOLD, P, PageLink, Part, Points, Section } from './privacy-parts';
import { usePrivacyTexts } from './texts';
import { nb } from './texts/nb';

/*
 * The privacy page's sections besides «Hva vi lagrer» (privacy-data-section.tsx). What each says, and the code
 * or document that makes it true: docs/privacy.md, «Personvernsiden». Their texts are in texts/ (the
 * `privacy` namespace).
 */

const PROFILE = '/profile';
// «Dataene dine» (DATA_EXPORT_ANCHOR of pages/profile/data-export.rules.ts, as the export's mail links it). Not
// imported: a module shared with the profile page would be a chunk of its own, one name more in the entry.
const DATA_EXPORT = `${PROFILE}#dataene-dine`;

/** The retention list's items, in the catalogue's order. */
const RETENTION_ITEMS = Object.keys(nb.retention) as (keyof typeof nb.retention)[];

/** GDPR art. 13(1)(a). No setting names the operator, so the page names the role. */
export function ControllerSection() {
  const t = usePrivacyTexts();
  return (
    <Section name="controller">
      <P>{t('controller.text')}</P>
    </Section>
  );
}

/** GDPR art. 13(1)(e): the recipients, the language model and the eID broker only where they are configured. */
export function RecipientsSection() {
  const t = usePrivacyTexts();
  return (
    <Section name="recipients">
      <Points
        items={[
          <Trans t={t} i18nKey="recipients.parties" components={BOLD} />,
          <Trans t={t} i18nKey="recipients.linkHolders" components={BOLD} />,
          <Trans
            t={t}
            i18nKey="recipients.pdfHolders"
            components={{ ...BOLD, a: <PageLink to="/verifiser" /> }}
          />,
          <Trans t={t} i18nKey="recipients.emailService" components={BOLD} />,
          <Trans t={t} i18nKey="recipients.hosting" components={BOLD} />,
          <>
            <Trans t={t} i18nKey="recipients.languageModel.text" components={BOLD} />
            <Points
              items={[t('recipients.languageModel.ownTopic'), t('recipients.languageModel.compromise')]}
            />
          </>,
          <Trans t={t} i18nKey="recipients.bankId" components={BOLD} />,
        ]}
      />
    </Section>
  );
}

/** GDPR art. 13(2)(a): how long each kind of data is kept, as the code keeps it today. */
export function RetentionSection() {
  const t = usePrivacyTexts();
  return (
    <Section name="retention">
      <Points
        items={RETENTION_ITEMS.map((item) => (
          <Trans t={t} i18nKey={`retention.${item}`} components={BOLD} />
        ))}
      />
    </Section>
  );
}

/** GDPR art. 13(2)(b): the rights, and where in Avtalt each is used. */
export function RightsSection() {
  const t = usePrivacyTexts();
  const profileLink = { a: <PageLink to={PROFILE} /> };
  return (
    <Section name="rights">
      <P>{t('rights.intro')}</P>
      <Part title={t('rights.access.title')}>
        <P>
          <Trans t={t} i18nKey="rights.access.export" components={{ a: <PageLink to={DATA_EXPORT} /> }} />
        </P>
        <P>{t('rights.access.portability')}</P>
      </Part>
      <Part title={t('rights.rectification.title')}>
        <P>
          <Trans t={t} i18nKey="rights.rectification.text" components={profileLink} />
        </P>
      </Part>
      <Part title={t('rights.erasure.title')}>
        <P>
          <Trans t={t} i18nKey="rights.erasure.account" components={profileLink} />
        </P>
        <P>{t('rights.erasure.signed')}</P>
      </Part>
      <Part title={t('rights.objection.title')}>
        <P>{t('rights.objection.text')}</P>
        <P>{t('rights.objection.emails')}</P>
      </Part>
    </Section>
  );
}

/** GDPR art. 13(2)(d) and 77. */
export function ComplaintSection() {
  const t = usePrivacyTexts();
  return (
    <Section name="complaint">
      <P>
        <Trans
          t={t}
          i18nKey="complaint.text"
          components={{ a: <Link href="https://www.datatilsynet.no/" rel="noopener" /> }}
        />
      </P>
    </Section>
  );
}
