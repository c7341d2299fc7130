import { API_ROUTES } from '@app/contracts/api-routes';
import { ApiError, apiFetch } from '../../lib/api';
import { invalidate } from '../../lib/invalidate';
import { queryKeys } from '../../lib/query-keys';
import { deviceReading, forgetDeviceReading } from '../../lib/device-reading';

/** Saves the reading kept on this device to My readings (once signed in), then forgets it here. */
export async function importDeviceReading(): Promise<void> {
  const kept = deviceReading();
  if (!kept) return;
  const { device_id, name, date_of_birth, is_morning, hebrew_name } = kept;
  try {
    await apiFetch(API_ROUTES.readingImport, {
      method: 'POST',
      body: { device_id, name, date_of_birth, is_morning, ...(hebrew_name ? { hebrew_name } : {}) },
    });
    forgetDeviceReading();
    await invalidate(queryKeys.readings);
  } catch (error) {
    // Refused inputs will never import: forget them. Anything else is tried again next time.
    if (error instanceof ApiError && error.status === 400) forgetDeviceReading();
  }
}
