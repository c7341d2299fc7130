import { API_ROUTES } from '@app/contracts/api-routes';
import { apiFetch } from '../../lib/api';

/** The contact feature's one call: a message to the site's owners. */
export const sendContactMessage = (message: { name: string; email: string; message: string }) =>
  apiFetch(API_ROUTES.contact, { method: 'POST', body: message });
