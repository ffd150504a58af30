import { Basis, P, Part, Section } from './privacy-parts';
import { usePrivacyTexts } from './texts';

/**
 * «Hva vi lagrer, og hvorfor»: what is stored per purpose and its legal basis (GDPR art. 13(1)(c)). Each
 * statement is mapped to the code that makes it true in docs/privacy.md, «Personvernsiden». The texts:
 * `data` of texts/ (`privacy`).
 */
export function WhatWeStoreSection() {
  const t = usePrivacyTexts();
  return (
    <Section name="data">
      <P>{t('data.intro')}</P>

      <Part title={t('data.account.title')}>
        <P>{t('data.account.registration')}</P>
        <P>{t('data.account.cookies')}</P>
        <Basis>{t('data.account.basis')}</Basis>
      </Part>

      <Part title={t('data.agreements.title')}>
        <P>{t('data.agreements.answers')}</P>
        <P>{t('data.agreements.names')}</P>
        <P>{t('data.agreements.withoutLogin')}</P>
        <P>{t('data.agreements.ownTopic')}</P>
        <P>{t('data.agreements.invitations')}</P>
        <Basis>{t('data.agreements.basis')}</Basis>
      </Part>

      <Part title={t('data.children.title')}>
        <P>{t('data.children.topics')}</P>
        <P>{t('data.children.parents')}</P>
        <P>{t('data.children.guardian')}</P>
        <Basis>{t('data.children.basis')}</Basis>
      </Part>

      <Part title={t('data.signing.title')}>
        <P>{t('data.signing.stored')}</P>
        <P>{t('data.signing.bankId')}</P>
        <P>{t('data.signing.sealed')}</P>
        <Basis>{t('data.signing.basis')}</Basis>
      </Part>

      <Part title={t('data.discussion.title')}>
        <P>{t('data.discussion.text')}</P>
        <Basis>{t('data.discussion.basis')}</Basis>
      </Part>

      <Part title={t('data.email.title')}>
        <P>{t('data.email.sent')}</P>
        <P>{t('data.email.log')}</P>
        <Basis>{t('data.email.basis')}</Basis>
      </Part>

      <Part title={t('data.logs.title')}>
        <P>{t('data.logs.lines')}</P>
        <P>{t('data.logs.abuse')}</P>
        <Basis>{t('data.logs.basis')}</Basis>
      </Part>
    </Section>
  );
}
