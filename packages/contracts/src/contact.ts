import { isPlainText, isSingleLine, PLAIN_TEXT_MESSAGE, SINGLE_LINE_MESSAGE } from './text';
import { z } from './zod';

/** The contact form, as the web app sends it and the server accepts it (POST /api/contact). */
export const ContactRequest = z.object({
  name: z
    .string({ message: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(100, 'Name must be at most 100 characters')
    // The name goes into the forwarded e-mail: a CR/LF must not forge lines in it.
    .refine(isSingleLine, `Name ${SINGLE_LINE_MESSAGE}`),
  email: z
    .string({ message: 'Email is required' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email({ message: 'Please enter a valid email address' })),
  message: z
    .string({ message: 'Message is required' })
    .trim()
    .min(10, 'Message must be at least 10 characters')
    .max(5000, 'Message must be at most 5000 characters')
    .refine(isPlainText, `Message ${PLAIN_TEXT_MESSAGE}`),
});
export type ContactRequest = z.infer<typeof ContactRequest>;

export interface ContactResponse {
  ok: true;
}

/** Per client: this many messages per window. */
export const CONTACT_RATE_LIMIT = { max: 5, windowMs: 10 * 60 * 1000 } as const;
