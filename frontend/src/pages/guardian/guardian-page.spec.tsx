import type { Agreement, Participant } from '@avtalt/contracts';
import { GuardianMessages } from '@avtalt/contracts/constants';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { fakeApi } from '../../test/fake-api';
import { renderRoutes, testUser } from '../../test/render';
import InvitationPage from '../invitation/invitation-page';

/* /avtale/{id}/verge, through the invitation page's chunk as the route table has it (docs/guardians.md). */

const id = 'feed0000-0000-4000-8000-00000000051a';
const participant = (userName: string, isYou = false): Participant => ({
  id: `c0000000-0000-4000-8000-00000000000${userName.length}`,
  userId: `u-${userName}`,
  userName,
  hasResponded: true,
  isAnonymous: false,
  isYou,
  canRemove: false,
});
const agreement = (o: Partial<Agreement> = {}) =>
  ({
    id,
    title: 'Hytta i sommer',
    topic: 'Hytta i sommer',
    description: '',
    status: 'completed',
    currentRound: 1,
    isInitiator: false,
    participants: [participant('Ola Hansen'), participant('Siri Ung')],
    guardians: [],
    viewer: { id: testUser.id, anonymous: false },
    ...o,
  }) as unknown as Agreement;

function WhereAmI() {
  return <p>at {useLocation().pathname}</p>;
}

const routes = [
  { path: '/avtale/:id/verge', element: <InvitationPage /> },
  { path: '/avtale/:id/ferdig', element: <WhereAmI /> },
];
const path = `/avtale/${id}/verge`;
const acceptUrl = `POST /api/agreements/${id}/guardian/accept`;

describe('the guardian’s invitation page', () => {
  it('explains what a guardian does, and offers a visitor login or registration back here', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement() });
    renderRoutes(routes, { path, user: null });
    expect(await screen.findByText('Du er invitert som verge')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Hytta i sommer' })).toBeTruthy();
    expect(screen.getByText('Partene i avtalen: Ola Hansen og Siri Ung.')).toBeTruthy();
    expect(screen.getByText(/vergemålsloven § 9/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Logg inn' }).getAttribute('href')).toBe(
      `/auth?returnTo=${encodeURIComponent(path)}`,
    );
    expect(screen.getByRole('link', { name: 'Registrer deg' }).getAttribute('href')).toContain(
      'tab=registrer',
    );
    expect(screen.queryByRole('button', { name: 'Godta som verge' })).toBeNull();
  });

  it('asks an unconfirmed account to confirm its address first', async () => {
    fakeApi({ [`/api/agreements/${id}`]: agreement() });
    renderRoutes(routes, { path, user: { ...testUser, emailVerified: false } });
    expect(await screen.findByText(GuardianMessages.acceptEmailNotConfirmed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Godta som verge' })).toBeNull();
  });

  it('tells a party of the agreement that they cannot be a guardian in it', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({ participants: [participant('Ola Hansen', true)] }),
    });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByText(GuardianMessages.guardianIsParty)).toBeTruthy();
  });

  it('checks the form, accepts with the relation, the date of birth and the declaration, and goes to the agreement', async () => {
    const calls = fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [acceptUrl]: () => ({
        status: 200,
        body: agreement({
          guardians: [
            {
              id: 'c0ffee00-0000-4000-8000-0000000000c1',
              participantId: 'c0000000-0000-4000-8000-000000000008',
              partyName: 'Siri Ung',
              name: 'Kari Nordmann',
              email: null,
              status: 'active',
              relation: 'parent',
              isYou: true,
              canRemove: true,
            },
          ],
        }),
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const form = await screen.findByRole('form', { name: 'Godta som verge' });
    expect(form.textContent).toContain('Du er logget inn som kari@example.no');
    fireEvent.click(within(form).getByRole('button', { name: 'Godta som verge' }));
    expect(await within(form).findByText('Velg hvordan du er verge for parten')).toBeTruthy();
    expect(within(form).getByText(GuardianMessages.declaration)).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    fireEvent.click(within(form).getByRole('radio', { name: 'Forelder med foreldreansvar' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Din fødselsdato/ }), {
      target: { value: '1. mars 1980' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Jeg er verge for parten/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Godta som verge' }));
    expect(await screen.findByText(`at /avtale/${id}/ferdig`)).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      relation: 'parent',
      birthDate: '1980-03-01',
      declaration: true,
    });
    expect(await screen.findByText('Les avtalen, og signer den sammen med Siri Ung.')).toBeTruthy();
  });

  it('says in a toast that the invitation went to another address (404)', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement(),
      [acceptUrl]: () => ({
        status: 404,
        body: { code: 'NOT_FOUND', message: GuardianMessages.invitationMissing },
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    const form = await screen.findByRole('form', { name: 'Godta som verge' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Oppnevnt verge' }));
    fireEvent.change(within(form).getByRole('textbox', { name: /Din fødselsdato/ }), {
      target: { value: '15.7.1975' },
    });
    fireEvent.click(within(form).getByRole('checkbox', { name: /Jeg er verge for parten/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Godta som verge' }));
    expect(await screen.findByText('Invitasjonen gjelder en annen adresse')).toBeTruthy();
    expect(screen.getByText(GuardianMessages.invitationMissing)).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/^at /)).toBeNull());
  });

  it('sends one who has accepted on to the agreement', async () => {
    fakeApi({
      [`/api/agreements/${id}`]: agreement({
        guardians: [
          {
            id: 'c0ffee00-0000-4000-8000-0000000000c1',
            participantId: 'c0000000-0000-4000-8000-000000000008',
            partyName: 'Siri Ung',
            name: 'Kari Nordmann',
            email: null,
            status: 'active',
            relation: 'parent',
            isYou: true,
            canRemove: true,
          },
        ],
      }),
    });
    renderRoutes(routes, { path, user: testUser });
    expect(await screen.findByText(`at /avtale/${id}/ferdig`)).toBeTruthy();
  });
});
