import type { AdminCheckResponse, AdminSetupBody, User } from '@avtalt/contracts';
import { apiJson } from './http';

export function fetchAdminCheck(): Promise<AdminCheckResponse> {
  return apiJson<AdminCheckResponse>('GET', '/api/admin/check');
}

/** Asks the server to make the account with this e-mail an administrator (403 when refused). */
export function setupAdmin(body: AdminSetupBody): Promise<User> {
  return apiJson<User>('POST', '/api/admin/setup', body);
}
