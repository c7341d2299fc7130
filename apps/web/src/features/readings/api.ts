import { API_ROUTES, apiPath } from '@app/contracts/api-routes';
import type { EmailReadingResponse, ReadingDetail, ReadingList } from '@app/contracts/readings';
import { apiFetch } from '../../lib/api';

/** The readings feature's calls to the server (posting a reading lives in post-reading.ts, loaded on submit). */

export const fetchReadings = (cursor: string) =>
  apiFetch<ReadingList>(`${API_ROUTES.readings}?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);

export const fetchReading = (id: string) => apiFetch<ReadingDetail>(apiPath(API_ROUTES.reading, { id }));

/** Sends a saved reading to the reader's own address. */
export const emailReading = (id: string) =>
  apiFetch<EmailReadingResponse>(apiPath(API_ROUTES.readingEmail, { id }), { body: {} });
