import type { AuthRegistrar } from '../routes';
import { loginMethodsResponse } from './first-factors';

/** What each tenant offers for a first sign-in, as the SDK's sign-in page asks (ADR 0307, 0352). */
export const registerTenants: AuthRegistrar = ({ tenantRoute, offer }) => {
  tenantRoute('GET', '/loginmethods', async (_request, _reply, tenant) => loginMethodsResponse(tenant, offer));
};
