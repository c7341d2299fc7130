import { ADMIN_API_ROUTES } from '@app/contracts/api-routes';
import type { Dashboard } from '@app/contracts/admin-dashboard';
import { apiFetch } from '../../lib/api';
import { ensureFreshSession } from './api';
import type { Period } from './dashboard-data';

/** /api/admin/dashboard for a period, as JSON or as the CSV download. */
export const dashboardUrl = ({ from, to }: Period, format: 'json' | 'csv' = 'json'): string =>
  `${ADMIN_API_ROUTES.prefix}${ADMIN_API_ROUTES.dashboard}?${new URLSearchParams({ from, to, ...(format === 'csv' ? { format } : {}) })}`;

export const fetchDashboard = async (period: Period) => {
  await ensureFreshSession();
  return apiFetch<Dashboard>(dashboardUrl(period));
};
