import { ErrorCode } from '@avtalt/contracts';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CelebrationIcon from '@mui/icons-material/CelebrationOutlined';
import DescriptionIcon from '@mui/icons-material/DescriptionOutlined';
import DrawIcon from '@mui/icons-material/DrawOutlined';
import GavelIcon from '@mui/icons-material/GavelOutlined';
import LoginIcon from '@mui/icons-material/Login';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import { lazy, Suspense } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router';
import type { DocumentVariant } from '../../api/agreements';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../api/http';
import { ErrorScreen } from '../../components/error-screen';
import { PageSpinner } from '../../components/spinner';
import { agreementNextStep } from '../../lib/agreement-next-step.rules';
import { norwegianToday, yourGuardian } from '../../lib/guardians.rules';
import { authUrlFor, rememberReturnTo } from '../../lib/return-to';
import { GuardianCard } from './guardian-card';
import { LegalDocument } from './legal-document';
import { PartyDetailsCard } from './party-details-card';
import { detailsCard, isPlan, waitingSentence } from './party-details.rules';
import { ResultButtonView } from './result-buttons';
import { ResultDocument } from './result-document';
import {
  documentVariant,
  pdfFileName,
  resultActions,
  resultHeading,
  resultTexts,
  type ResultButton,
} from './result.rules';
import { SignatureLevelCard } from './signature-level-card';
import { TextLanguageCard } from './text-language-card';
import { SignaturesCard } from './signatures-card';
import { SignBlockerNotice, SigningNotesCard, SigningNotesList } from './signing-notes';
import { showSignatures, signAction } from './signing.rules';
import { VersionCard } from './version-card';
import { endedText } from './version.rules';
import { ObligationsCard } from './obligations-card';
import { ReviewCard } from './review-card';
import { useResultTexts } from './texts';
import { useResultPage } from './use-result-page';

// The signing dialog is its own chunk, downloaded when 'Signer avtalen' is first clicked.
const SigningDialog = lazy(() => import('./signing-dialog'));

/** The id of 'Dine opplysninger i avtalen', where «Oppgi dine opplysninger» takes the person. */
const DETAILS_ANCHOR = 'dine-opplysninger';

const TONE: Record<DocumentVariant, { color: 'success' | 'info' | 'warning'; icon: typeof GavelIcon }> = {
  full: { color: 'success', icon: CelebrationIcon },
  partial: { color: 'info', icon: DescriptionIcon },
  protocol: { color: 'warning', icon: GavelIcon },
};

/**
 * /avtale/{id}/ferdig (spec §2 'Result'): the legal text — the full agreement when everyone agreed, the
 * agreed points so far, or the protocol of a disagreement. The page is open to anyone with the link; the PDF
 * and signing need login, so visitors are offered 'Logg inn for å laste ned PDF' instead.
 */
export default function ResultPage() {
  const t = useResultTexts();
  const { id = '' } = useParams();
  const {
    agreement,
    user,
    userLoading,
    source,
    legalText,
    download,
    signatures,
    signable,
    signing,
    downloadPdf,
    startSigning,
    signed,
    closeSigning,
    textChanged,
    refetchText,
    refetchSignatures,
  } = useResultPage(id);

  if (!id) return <Navigate to="/" replace />;
  if (agreement.isLoading) return <PageSpinner label={t('page.loading')} showLabel />;
  if (!agreement.data || !source) return <ErrorScreen message={t('page.loadFailed')} />;

  const data = agreement.data;
  const variant = documentVariant(data.status);
  const texts = resultTexts(variant, data);
  const plan = isPlan(data);
  const card = detailsCard(data, user, { nobodySigned: signatures.data?.status === 'unsigned' });
  const textCode = legalText.isError && !legalText.isFetching ? apiErrorCode(legalText.error) : null;
  const textWaits =
    textCode === ErrorCode.PartyDetailsMissing || textCode === ErrorCode.PartiesWithoutAccount;
  const tone = TONE[variant];
  const ToneIcon = tone.icon;
  const self = `/avtale/${id}/ferdig`;

  const html = source.kind === 'inline' ? source.html : legalText.data;
  const action = signAction({
    offered: signable && !!html,
    view: signatures.data,
    loading: signatures.isLoading,
    failedStatus: signatures.isError ? apiErrorStatus(signatures.error) : null,
  });
  const signedView = showSignatures(signatures.data) ? signatures.data : null;
  // `?? []`: during a rolling update an agreements process from before issue 31 may answer without them.
  const signingNotes = signatures.data?.signingNotes ?? [];
  const isSigned = data.status === 'signed';
  const ended = endedText(data, norwegianToday(), t);
  // Issue 34: the buttons follow the person's next step (agreementNextStep). A made text no longer waits for
  // anyone's details (an old text was made without them), so it counts them as given.
  const step =
    user && variant === 'full' && !plan
      ? agreementNextStep({
          agreementId: id,
          agreement: data.legalText
            ? { ...data, participants: data.participants.map((p) => ({ ...p, hasDetails: true })) }
            : data,
          signing: signatures.data ?? null,
          loggedIn: true,
        })
      : null;
  const textWaitReason =
    textCode === ErrorCode.PartyDetailsMissing
      ? (waitingSentence(data, t) ?? apiErrorMessage(legalText.error, t('page.genericError')))
      : textCode === ErrorCode.PartiesWithoutAccount
        ? apiErrorMessage(legalText.error, t('page.genericError'))
        : null;
  const actions = resultActions(
    {
      variant,
      isPlan: plan,
      step,
      textReady: !!html,
      textWaitReason,
      signAction: action,
      signingLoading: signable && signatures.isLoading,
      observer: data.youAreObserver === true,
    },
    t,
  );
  const goToDetails = () => {
    const section = document.getElementById(DETAILS_ANCHOR);
    section?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    section
      ?.querySelector<HTMLElement>('input:not([readonly]), textarea:not([readonly]), button')
      ?.focus({ preventScroll: true });
  };
  const renderButton = (button: ResultButton, primary: boolean) => (
    <ResultButtonView
      key={button.kind}
      button={button}
      primary={primary}
      signWaits={action === 'wait'}
      downloading={download.isPending}
      onDetails={goToDetails}
      onSign={() => startSigning(action)}
      onDownload={() => void downloadPdf(variant, pdfFileName(data.topic))}
    />
  );

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2.5, md: 5 }, px: { xs: 2, sm: 3 } }}>
      <Button
        component={RouterLink}
        to={`/avtale/${id}/sammenligning`}
        startIcon={<ArrowBackIcon />}
        sx={{ mb: { xs: 2, md: 3 }, ml: -1, px: 1 }}
      >
        {t('page.backToComparison')}
      </Button>

      <Box component="header" sx={{ textAlign: 'center', mb: { xs: 3, md: 4 } }}>
        <Box
          aria-hidden="true"
          sx={(t) => ({
            display: 'inline-flex',
            p: 1.5,
            mb: 2,
            borderRadius: '50%',
            color: `${tone.color}.main`,
            bgcolor: alpha(t.palette[tone.color].main, 0.1),
          })}
        >
          <ToneIcon fontSize="large" />
        </Box>
        <Typography
          variant="h4"
          component="h1"
          sx={{ letterSpacing: '0.06em', overflowWrap: 'anywhere', mb: 1 }}
        >
          {resultHeading(data, t)}
        </Typography>
        {isSigned ? (
          <Chip
            label={t('page.signed')}
            color="success"
            size="small"
            icon={<DrawIcon />}
            sx={{ fontWeight: 600, mb: 1.5 }}
          />
        ) : null}
        {/* Signed by all, a version that ends the agreement has ended it: said before anything else. */}
        {ended ? (
          <Alert
            severity="info"
            role="status"
            data-testid="result-ended"
            sx={{ maxWidth: 560, mx: 'auto', mb: 1.5, textAlign: 'left', fontWeight: 600 }}
          >
            {ended}
          </Alert>
        ) : null}
        <Typography
          variant="h5"
          component="h2"
          sx={{ color: variant === 'full' ? 'success.dark' : 'text.primary', mb: 1.5 }}
        >
          {t(texts.heading)}
        </Typography>
        <Typography color="text.secondary" sx={{ maxWidth: 560, mx: 'auto', lineHeight: 1.6 }}>
          {textWaits ? t('page.waitingIntro') : t(texts.intro)}
        </Typography>
      </Box>

      <Box sx={{ position: 'relative', mb: { xs: 4.5, md: 5.5 } }}>
        {user && actions.note ? (
          <Typography
            data-testid="result-next-step"
            sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto', mb: 2, fontWeight: 500, lineHeight: 1.5 }}
          >
            {actions.note}
          </Typography>
        ) : null}
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1.5}
          useFlexGap
          sx={{ justifyContent: 'center', flexWrap: 'wrap' }}
        >
          {userLoading ? null : user ? (
            <>
              {actions.primary ? renderButton(actions.primary, true) : null}
              {actions.secondary.map((button) => renderButton(button, false))}
            </>
          ) : (
            <Button
              component={RouterLink}
              to={authUrlFor(self)}
              onClick={() => rememberReturnTo(self)}
              variant="contained"
              size="large"
              startIcon={<LoginIcon />}
            >
              {t('page.logInForPdf')}
            </Button>
          )}
          <Button component={RouterLink} to="/" variant="outlined" size="large" startIcon={<AddIcon />}>
            {t('page.newAgreement')}
          </Button>
        </Stack>
        {/* In the margin under the buttons, so the document does not jump while the PDF is made. */}
        <Typography
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ position: 'absolute', top: '100%', left: 0, right: 0, mt: 0.75, textAlign: 'center' }}
        >
          {download.isPending ? t('page.pdfBeingMade') : ''}
        </Typography>
      </Box>

      {/* A party under 18 invites their guardian here; the others read why they wait (docs/guardians.md). */}
      {user && variant === 'full' && !plan ? (
        <GuardianCard agreementId={id} agreement={data} view={signatures.data} />
      ) : null}
      {signedView ? <SignaturesCard agreementId={id} view={signedView} /> : null}
      {/* Once signatures are shown, their card states the requirement; before, this card does (and lets the initiator choose). */}
      {!signedView || signedView.status === 'unsigned' ? (
        <SignatureLevelCard agreement={data} view={signatures.data} />
      ) : null}
      {/* Bokmål or nynorsk, and the English appendix (docs/languages.md). */}
      {variant === 'full' && !plan ? <TextLanguageCard agreement={data} view={signatures.data} /> : null}
      {/* Issue 31: what the signature cannot do for this topic, for every party, before and after signing. */}
      {signable && signatures.data ? <SigningNotesCard notes={signingNotes} html={html} /> : null}
      {/* Its place in the chain of versions, the redline, and «Foreslå endringer» (docs/amendments.md). */}
      {user ? <VersionCard agreement={data} /> : null}
      {/* What the agreement makes the parties pay each other, and what they recorded (docs/obligations.md). */}
      {user ? <ObligationsCard agreementId={id} finished={variant === 'full'} topic={data.topic} /> : null}
      {/* When the parties look at it again: «Avtalen gjelder fortsatt» or another date (docs/reviews.md). */}
      {user ? <ReviewCard agreementId={id} signed={data.status === 'signed'} /> : null}

      {signing && html ? (
        <Suspense fallback={null}>
          <SigningDialog
            open
            agreementId={id}
            html={html}
            document={<LegalDocument html={html} label={t('page.documentYouSign')} />}
            onClose={closeSigning}
            onSigned={signed}
            onTextChanged={textChanged}
            notes={
              signingNotes.length > 0 ? <SigningNotesList notes={signingNotes} headingComponent="h4" /> : null
            }
            blocker={
              signatures.data?.signBlocker ? (
                <SignBlockerNotice
                  blocker={signatures.data.signBlocker}
                  onNavigate={closeSigning}
                  guardianInvited={yourGuardian(data) !== undefined}
                />
              ) : null
            }
            onBlocked={() => void refetchSignatures()}
            requiredLevel={signatures.data?.requiredLevel}
          />
        </Suspense>
      ) : null}

      {card.show && user ? (
        <Box id={DETAILS_ANCHOR} tabIndex={-1} sx={{ scrollMarginTop: 80, outline: 'none' }}>
          <PartyDetailsCard
            agreement={data}
            user={user}
            saved={card.saved}
            canEdit={card.canEdit}
            birthDateOnly={card.birthDateOnly}
            // A date of birth added to a made text: the server makes the text again (a waiting text is asked
            // for again by the effect above).
            onSaved={
              card.birthDateOnly
                ? () => {
                    void refetchText();
                    if (signable) void refetchSignatures();
                  }
                : undefined
            }
            // The sheet below says who the text waits for; the card does not say it twice.
            showWaiting={
              !(legalText.isError && apiErrorCode(legalText.error) === ErrorCode.PartyDetailsMissing)
            }
          />
        </Box>
      ) : null}

      <ResultDocument
        html={html}
        label={t(texts.documentLabel)}
        legalText={legalText}
        waitingSentence={waitingSentence(data, t)}
      />
    </Container>
  );
}
