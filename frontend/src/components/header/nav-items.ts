/** The header's links for a logged-in user (spec §2); 'Admin' only for administrators. */
export function navItemsFor(isAdmin: boolean): { label: string; to: string }[] {
  return [
    { label: 'Mine avtaler', to: '/dashboard' },
    { label: 'Min profil', to: '/profile' },
    ...(isAdmin ? [{ label: 'Admin', to: '/admin' }] : []),
  ];
}
