/**
 * What other features use from readings, in one module: writing and saving a reading (profile's import), a
 * reader's own saved reading (share, admin), and a reading sent by e-mail (admin's resend).
 */
export { emailReading } from './reading-email';
export { createReading, IdempotencyConflict } from './service';
export { findOwnReading, isUuid, toDetail, type ReadingRow } from './store';
export { engineWriter } from './writer';
