import { z } from './zod';

/** One way into the reader's account, as the account page lists it. */
export interface SignInMethod {
  /** The login method's id (the SDK's recipeUserId). */
  id: string;
  kind: 'email' | 'phone' | 'provider';
  /** What the reader recognises: the address, the number, or the provider's name (with the address it gave). */
  label: string;
  /** Set for providers: the provider's id. */
  providerId?: string;
  /** Whether the e-mail on this method is proven (a code, a link or a provider trusted for e-mail). */
  verified: boolean;
  createdAt: string;
}

/** GET /api/account/sign-in-methods. */
export interface SignInMethodsResponse {
  methods: SignInMethod[];
  /** The account's contact address (receipts, readings) after the change. */
  contactEmail: string | null;
}

/** DELETE /api/account/sign-in-methods/:id */
export const SignInMethodParams = z.object({ id: z.uuid({ message: 'is not a sign-in method id' }) });
