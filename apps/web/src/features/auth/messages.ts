/** What the sign-in dialog says for each SDK answer (product spec section 4, plus expiry and restart). */
export const MESSAGES = {
  sendFailed: 'Failed to send code. Please try again.',
  invalidCode: 'Invalid code. Please try again.',
  validateFailed: 'Failed to validate code. Please try again.',
  expiredCode: 'This code has expired. Please request a new code.',
  restart: 'Too many attempts or the code is no longer valid. Please enter your email to get a new code.',
  tooMany: 'Too many attempts. Please wait a while and try again.',
  providerFailed: 'Could not reach the sign-in provider. Please try again.',
  status: (status: string) => `Error: ${status}`,
} as const;

/** A wrong authenticator-app code, and the tries left before sign-in pauses (the server's count: locked at the max). */
export function wrongAppCodeText(maximumAttempts: number, failedAttempts: number): string {
  const left = maximumAttempts - failedAttempts;
  return left > 0
    ? `That code is not right: type the newest code your app shows. ${left} ${left === 1 ? 'try' : 'tries'} left.`
    : 'That code is not right, and that was the last try: sign-in is paused for a short while.';
}

/**
 * An error the prebuilt pages show in words as it is: what STGeneralError.isThisError looks for (the
 * package's CommonJS default export reaches the bundle as a module object, not a class to construct).
 */
export function sdkGeneralError(message: string): Error {
  return Object.assign(new Error(message), { isSuperTokensGeneralError: true });
}

/** A wrong code, and how many tries the server still allows for it (the dialog and the /auth page say the same). */
export function wrongCodeText(maximumAttempts: number, failedAttempts: number): string {
  const left = maximumAttempts - failedAttempts;
  return `${MESSAGES.invalidCode}${left > 0 ? ` ${left} attempt${left === 1 ? '' : 's'} left.` : ''}`;
}

/** The HTTP status of an error the SDK threw (it throws the raw Response for statuses ≥ 300). */
export function httpStatusOf(error: unknown): number | undefined {
  if (
    error &&
    typeof error === 'object' &&
    'status' in error &&
    typeof (error as { status: unknown }).status === 'number'
  ) {
    return (error as { status: number }).status;
  }
  return undefined;
}

/** Message of a GENERAL_ERROR the SDK turned into STGeneralError. */
export function generalErrorMessage(error: unknown): string | undefined {
  if (
    error &&
    typeof error === 'object' &&
    (error as { isSuperTokensGeneralError?: boolean }).isSuperTokensGeneralError
  ) {
    return (error as { message?: string }).message;
  }
  return undefined;
}
