import type {
  ChangePasswordBody,
  LanguageBody,
  LoginBody,
  ProfileBody,
  ProfileReply,
  RegisterBody,
  User,
} from '@avtalt/contracts';
import { apiJson, apiRequest, throwIfResNotOk } from './http';

/** The logged-in user, or null when logged out (a 401 is not an error here: spec §4). */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<User | null> {
  const res = await fetch('/api/auth/user', { credentials: 'include', signal });
  if (res.status === 401) {
    // Read the small body: an unread response stays in flight in the browser and holds its connection.
    await res.text().catch(() => '');
    return null;
  }
  await throwIfResNotOk(res);
  return (await res.json()) as User;
}

export function login(body: LoginBody): Promise<User> {
  return apiJson<User>('POST', '/api/auth/login', body);
}

export function register(body: RegisterBody): Promise<User> {
  return apiJson<User>('POST', '/api/auth/register', body);
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** The user; with `message` when a new address was asked for (the same whether or not it is free). */
export function updateProfile(body: ProfileBody): Promise<ProfileReply> {
  return apiJson<ProfileReply>('PUT', '/api/auth/profile', body);
}

export async function changePassword(body: ChangePasswordBody): Promise<void> {
  await apiRequest('PUT', '/api/auth/password', body);
}

/** The account's language (kept for its mails too); the gateway also sets the language cookie. */
export function saveLanguage(body: LanguageBody): Promise<User> {
  return apiJson<User>('PUT', '/api/auth/language', body);
}
