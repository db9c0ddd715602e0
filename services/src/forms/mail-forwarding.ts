import { z } from 'zod';

/**
 * The forms of forwarded-mail settings (issue 48): an address to forward from, and confirming a
 * suggestion read from mail. Shared by services (which decide) and the web (which shows the same
 * messages before sending).
 */
export const mailSenderSchema = z.strictObject({
  address: z
    .string({ message: 'address: give the email address you forward from' })
    .trim()
    .min(1, 'address: give the email address you forward from')
    .max(254, 'address: this email is invalid')
    .check(z.email({ message: 'address: this email is invalid' }))
    .transform((address) => address.toLowerCase()),
});

export const mailSenderVerificationSchema = z.strictObject({
  token: z
    .string({ message: 'token: open the link from the confirmation email' })
    .trim()
    .min(1, 'token: open the link from the confirmation email')
    .max(200, 'token: this link is not one of ours'),
});

export const suggestionConfirmationSchema = z.strictObject({
  appliedJobId: z.uuid({ message: 'appliedJobId: pick one of your applications' }).optional(),
});
