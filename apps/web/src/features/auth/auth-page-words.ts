import { MESSAGES } from './messages';

/**
 * The prebuilt /auth pages in the sign-in dialog's words (SuperTokens' `languageTranslations`, keyed by the
 * SDK's own translation keys): "Sign in", "Code", "Resend code", "Back to Email", sentence case, no "OTP" or
 * "TOTP". Keys left out keep the SDK's English. A button key the SDK shares between the address step and the
 * code step (PWLESS_SIGN_IN_UP_CONTINUE_BUTTON) can only say what fits both: "Continue".
 */
export const AUTH_PAGE_WORDS: Record<string, string> = {
  // The page's title and footer (all recipes).
  AUTH_PAGE_HEADER_TITLE_SIGN_IN_AND_UP: 'Sign in',
  AUTH_PAGE_HEADER_TITLE_SIGN_IN: 'Sign in',
  AUTH_PAGE_HEADER_TITLE_SIGN_UP: 'Sign in',
  AUTH_PAGE_FOOTER_START: 'By continuing, you agree to our ',

  // E-mail or phone, then the code.
  PWLESS_SIGN_IN_UP_EMAIL_LABEL: 'Email',
  PWLESS_SIGN_IN_UP_PHONE_LABEL: 'Mobile number',
  PWLESS_SIGN_IN_UP_SWITCH_TO_PHONE: 'Use a mobile number instead',
  PWLESS_SIGN_IN_UP_SWITCH_TO_EMAIL: 'Use an e-mail address instead',
  PWLESS_SIGN_IN_UP_CONTINUE_BUTTON: 'Continue',
  PWLESS_USER_INPUT_CODE_HEADER_TITLE: 'Enter the code we sent you',
  PWLESS_USER_INPUT_CODE_HEADER_SUBTITLE: 'We sent a 6-digit code to',
  PWLESS_USER_INPUT_CODE_HEADER_SUBTITLE_LINK: 'We sent a 6-digit code and a sign-in link to',
  PWLESS_USER_INPUT_CODE_INPUT_LABEL: 'Code',
  PWLESS_RESEND_BTN_EMAIL: 'Resend code',
  PWLESS_RESEND_BTN_PHONE: 'Resend code',
  PWLESS_RESEND_BTN_DISABLED_START: 'Resend code in ',
  PWLESS_RESEND_SUCCESS_EMAIL: 'We sent you a new code.',
  PWLESS_RESEND_SUCCESS_PHONE: 'We texted you a new code.',
  PWLESS_SIGN_IN_UP_CHANGE_CONTACT_INFO_EMAIL: 'Back to Email',
  PWLESS_SIGN_IN_UP_CHANGE_CONTACT_INFO_PHONE: 'Back to mobile number',
  PWLESS_LINK_SENT_RESEND_TITLE: 'Check your e-mail',
  PWLESS_LINK_SENT_RESEND_DESC_END_EMAIL: '. Open the link in it to sign in.',
  PWLESS_LINK_SENT_RESEND_SUCCESS: 'We sent you a new link.',
  PWLESS_LINK_CLICKED_CONTINUE_HEADER: 'Sign in',
  PWLESS_LINK_CLICKED_CONTINUE_DESC: 'Press the button below to sign in on this device.',
  PWLESS_LINK_CLICKED_CONTINUE_BUTTON: 'Continue',
  PWLESS_MFA_HEADER_TITLE_EMAIL: 'Enter the code we e-mailed you',
  PWLESS_MFA_HEADER_TITLE_PHONE: 'Enter the code we texted you',
  PWLESS_MFA_FOOTER_LOGOUT: 'Sign out',
  GENERAL_ERROR_EMAIL_INVALID: 'Please enter a valid e-mail address.',
  GENERAL_ERROR_PHONE_INVALID: 'Please enter a mobile number with its country code, e.g. +44 7700 900123.',
  GENERAL_ERROR_OTP_UNDEFINED: 'Please enter the 6-digit code.',
  GENERAL_ERROR_OTP_EMPTY: 'Please enter the 6-digit code.',
  // Replaced by the tries left where the server says them (wrongCodeText, AuthPage.tsx).
  GENERAL_ERROR_OTP_INVALID: MESSAGES.invalidCode,
  GENERAL_ERROR_OTP_EXPIRED: MESSAGES.expiredCode,
  ERROR_SIGN_IN_UP_CODE_CONSUME_RESTART_FLOW: MESSAGES.restart,
  ERROR_SIGN_IN_UP_RESEND_RESTART_FLOW: 'The code timed out. Please enter your email to get a new code.',

  // The second step: an authenticator app.
  TOTP_CODE_VERIFICATION_HEADER_TITLE: 'One more step',
  TOTP_CODE_VERIFICATION_HEADER_SUBTITLE: 'Enter the 6-digit code from your authenticator app.',
  TOTP_DEVICE_SETUP_HEADER_TITLE: 'Add an authenticator app',
  TOTP_DEVICE_SETUP_HEADER_SUBTITLE:
    'Scan this QR code with your authenticator app, or, on the phone that has the app, open it with the button below.',
  TOTP_SHOW_SECRET_START: 'Cannot scan it? Show the',
  TOTP_SHOW_SECRET_LINK: 'key to type in',
  TOTP_CODE_INPUT_LABEL: '6-digit code',
  TOTP_CODE_CONTINUE_BUTTON: 'Continue',
  TOTP_BLOCKED_TITLE: 'Too many wrong codes',
  TOTP_BLOCKED_SUBTITLE: 'To keep your account safe, sign-in is paused for a short while.',
  TOTP_MFA_LOGOUT: 'Sign out',
  // Replaced by the tries left by the server's count (wrongAppCodeText, AuthPage.tsx).
  ERROR_TOTP_INVALID_CODE: 'That code is not right: type the newest code your app shows.',
  ERROR_TOTP_INVALID_CODE_RETRY_START: 'Tries left: ',
  ERROR_TOTP_INVALID_CODE_RETRY_END: '.',
  ERROR_SIGN_IN_UP_CODE_VERIFY_BLOCKED: 'Too many wrong codes: sign-in is paused for a short while.',
  ERROR_TOTP_MFA_VERIFY_DEVICE_BLOCKED: 'Too many wrong codes: sign-in is paused for a short while.',
  GENERAL_ERROR_TOTP_EMPTY: 'Please enter the 6-digit code.',
  GENERAL_ERROR_TOTP_UNDEFINED: 'Please enter the 6-digit code.',

  // Choosing the second step.
  MULTI_FACTOR_CHOOSER_HEADER_TITLE: 'How would you like to confirm it is you?',
  MULTI_FACTOR_AUTH_LOGOUT: 'Sign out',
  PWLESS_MFA_OTP_EMAIL_NAME: 'A code by e-mail',
  PWLESS_MFA_OTP_EMAIL_DESCRIPTION: 'We e-mail you a 6-digit code.',
  PWLESS_MFA_OTP_PHONE_NAME: 'A code by text message',
  PWLESS_MFA_OTP_PHONE_DESCRIPTION: 'We text you a 6-digit code.',
  TOTP_MFA_NAME: 'Authenticator app',
  TOTP_MFA_DESCRIPTION: 'The 6-digit code your authenticator app shows.',

  // E-mail verification links.
  EMAIL_VERIFICATION_CONTINUE_BTN: 'Continue',
  EMAIL_VERIFICATION_LINK_CLICKED_CONTINUE_BUTTON: 'Continue',
  EMAIL_VERIFICATION_LOGOUT: 'Sign out ',
};
