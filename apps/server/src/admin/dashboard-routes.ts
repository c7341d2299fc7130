import { ADMIN_API_ROUTES } from '@app/contracts/api-routes';
import { DashboardQuery } from '@app/contracts/admin-dashboard';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { parseOr400 } from '../http/errors';
import { computeDashboard } from './dashboard';
import { dashboardCsv, dashboardCsvFilename } from './dashboard-csv';

/** GET /api/admin/dashboard?from&to[&format=csv], inside the operator-only /api/admin plugin. */
export function registerDashboard(admin: FastifyInstance, ctx: AppContext): void {
  admin.get(ADMIN_API_ROUTES.dashboard, async (request, reply) => {
    const { from, to, format } = parseOr400(DashboardQuery, request.query);
    // This instance's free readings by visitors not yet written, so today's count is up to date (ADR 0163).
    await admin.visitorReadings.flush();
    const dashboard = await computeDashboard(ctx.db, { from, to });
    if (format === 'json') return dashboard;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${dashboardCsvFilename(from, to)}"`)
      .send(dashboardCsv(dashboard));
  });
}
