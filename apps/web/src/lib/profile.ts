import { API_ROUTES } from '@app/contracts/api-routes';
import type { ProfileRequest, ProfileResponse } from '@app/contracts/profile';
import { apiFetch } from './api';

export type Profile = NonNullable<ProfileResponse['profile']>;

/**
 * The signed-in reader's profile, fetched once per user and shared by every form (a plain promise, not the
 * query library: the home page's form must stay light, see docs/decisions/0006-first-load-budget.md).
 */
let cache: { userId: string; profile: Promise<Profile | null> } | null = null;

export function loadProfile(userId: string): Promise<Profile | null> {
  if (cache?.userId !== userId) {
    const profile = apiFetch<ProfileResponse>(API_ROUTES.profile).then(
      (r) => r.profile,
      () => null,
    );
    cache = { userId, profile };
  }
  return cache.profile;
}

export async function saveProfile(userId: string, body: ProfileRequest): Promise<Profile | null> {
  const saved = await apiFetch<ProfileResponse>(API_ROUTES.profile, { method: 'PUT', body });
  cache = { userId, profile: Promise.resolve(saved.profile) };
  return saved.profile;
}
