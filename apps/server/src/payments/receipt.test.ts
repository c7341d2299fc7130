import { describe, expect, it } from 'vitest';
import { purchaseReceipt, type ReceiptFacts } from './receipt';

const facts: ReceiptFacts = {
  email: 'buyer@example.test',
  paymentId: '7d0c3e0e-52d3-4bd5-9a8e-0d0c5b1f2a11',
  tokens: 5000,
  amount: 35000,
  currency: 'usd',
  paidAt: new Date('2026-11-22T21:05:09Z'),
  balance: 5120,
  testMode: false,
  siteUrl: 'https://numerology.example/',
  replyTo: 'support@numerology.example',
};

describe('purchaseReceipt', () => {
  it('states what was bought, what was paid, when, the reference and the new balance', () => {
    const mail = purchaseReceipt(facts);
    expect(mail.to).toBe('buyer@example.test');
    expect(mail.subject).toBe('Your receipt: 5,000 tokens for $350.00');
    expect(mail.text).toContain('Tokens: 5,000');
    expect(mail.text).toContain('Amount paid: $350.00');
    expect(mail.text).toContain('Date: 2026-11-22 21:05 UTC');
    expect(mail.text).toContain(`Reference: ${facts.paymentId}`);
    expect(mail.text).toContain('Your balance is now 5,120 tokens.');
    expect(mail.replyTo).toBe('support@numerology.example');
    expect(mail.text).toContain('Reply to this e-mail or write to us at https://numerology.example/contact.');
    expect(mail.text).not.toMatch(/test mode/i);
  });

  it('says plainly in test mode that no money was taken', () => {
    const mail = purchaseReceipt({ ...facts, testMode: true, siteUrl: undefined });
    expect(purchaseReceipt({ ...facts, replyTo: undefined }).text).toContain(
      'Write to us at https://numerology.example/contact.',
    );
    expect(purchaseReceipt({ ...facts, replyTo: undefined }).replyTo).toBeUndefined();
    expect(mail.subject.startsWith('[TEST] ')).toBe(true);
    expect(mail.text.split('\n')[0]).toMatch(/^TEST MODE: no card was charged/);
    expect(mail.text).toContain('Amount shown: $350.00');
    expect(mail.text).not.toContain('Amount paid');
    expect(mail.text).toContain('Reply to this e-mail.');
  });
});
