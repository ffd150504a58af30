/** The header's links for a logged-in user (spec §2); 'Admin' only for administrators. `label`: its text's key. */
export function navItemsFor(isAdmin: boolean) {
  return [
    { label: 'header.myAgreements', to: '/dashboard' },
    { label: 'header.myProfile', to: '/profile' },
    ...(isAdmin ? [{ label: 'header.admin', to: '/admin' } as const] : []),
  ] as const;
}
