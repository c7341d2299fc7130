/** What other features use from profile, in one module: the daily numbers read the reader's profile and set its e-mail choice. */
export { findProfile, setDailyEmail } from './store';
