/**
 * Every query key of the app. The first element is the URL the default query function fetches
 * (see query-client.ts), so a key both names the data and says where it comes from.
 */
export const queryKeys = {
  user: ['/api/auth/user'] as const,
  adminCheck: ['/api/admin/check'] as const,
};
