import { z } from './zod';

/**
 * Request bodies of the SuperTokens Frontend Driver Interface routes the server implements
 * (see docs/decisions/0300-own-supertokens-backend.md). Field names are fixed by the SDKs.
 */

/** E-mail as the server keeps it: trimmed and lower-cased. */
export const NormalisedEmail = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Email is invalid' }));

export const CreateCodeBody = z
  .object({
    email: z.string().max(1000).optional(),
    phoneNumber: z.string().max(100).optional(),
    shouldTryLinkingWithSessionUser: z.boolean().optional(),
  })
  .refine((b) => (b.email === undefined) !== (b.phoneNumber === undefined), {
    message: 'Send exactly one of email and phoneNumber.',
  });

export const ResendCodeBody = z.object({
  deviceId: z.string().min(1).max(200),
  preAuthSessionId: z.string().min(1).max(200),
  shouldTryLinkingWithSessionUser: z.boolean().optional(),
});

export const ConsumeCodeBody = z.union([
  z.object({
    preAuthSessionId: z.string().min(1).max(200),
    deviceId: z.string().min(1).max(200),
    userInputCode: z.string().max(100),
    shouldTryLinkingWithSessionUser: z.boolean().optional(),
  }),
  z.object({
    preAuthSessionId: z.string().min(1).max(200),
    linkCode: z.string().min(1).max(200),
    shouldTryLinkingWithSessionUser: z.boolean().optional(),
  }),
]);

export const EmailExistsQuery = z.object({ email: z.string().max(1000) });

export const PhoneExistsQuery = z.object({ phoneNumber: z.string().max(100) });

/** The SDK's user object (FDI ≥ 3.0). */
export interface AuthUser {
  id: string;
  timeJoined: number;
  isPrimaryUser: boolean;
  tenantIds: string[];
  emails: string[];
  phoneNumbers: string[];
  thirdParty: { id: string; userId: string }[];
  webauthn: { credentialIds: string[] };
  loginMethods: AuthLoginMethod[];
}

/** One way into an account, as the SDK describes it. */
export interface AuthLoginMethod {
  recipeId: 'passwordless' | 'thirdparty';
  recipeUserId: string;
  tenantIds: string[];
  timeJoined: number;
  verified: boolean;
  email?: string;
  phoneNumber?: string;
  thirdParty?: { id: string; userId: string };
}

export type ConsumeCodeResponse =
  | { status: 'OK'; createdNewRecipeUser: boolean; user: AuthUser }
  | {
      status: 'INCORRECT_USER_INPUT_CODE_ERROR' | 'EXPIRED_USER_INPUT_CODE_ERROR';
      failedCodeInputAttemptCount: number;
      maximumCodeInputAttempts: number;
    }
  | { status: 'RESTART_FLOW_ERROR' }
  | { status: 'GENERAL_ERROR'; message: string };

/** Wrong codes allowed per sign-in attempt; the last one restarts the flow. */
export const MAX_CODE_INPUT_ATTEMPTS = 5;
