import { Link } from 'react-router';
import { LegalDocument } from './LegalDocument';

export default function TermsPage() {
  return (
    <LegalDocument title="Terms of Service">
      <p>
        These Terms of Service ("Terms") govern your use of the Kabbalah Numerology website and its readings, tokens and
        other services (together, the "Service"). By using the Service you agree to these Terms. If you do not agree,
        please do not use the Service.
      </p>

      <h2>1. Entertainment and reflection only</h2>
      <p>
        Numerology readings, reports, answers to questions, articles and all other content on the Service are provided
        for entertainment and personal reflection only. They are not predictions and are not a substitute for
        professional advice of any kind, including medical, psychological, legal, financial or tax advice. You are
        solely responsible for the decisions you make, and you should not rely on a reading when making important
        decisions.
      </p>

      <h2>2. Eligibility and age</h2>
      <p>
        You must be at least 13 years old to use the Service. If you are between 13 and 18 years old (or under the age
        of majority where you live), you may use the Service only with the consent and under the supervision of a parent
        or legal guardian, who agrees to these Terms on your behalf and is responsible for your use of the Service,
        including any purchases.
      </p>

      <h2>3. Your account</h2>
      <ul>
        <li>
          You sign in with your e-mail address and a one-time code sent to it. Keep access to your e-mail account
          secure; anyone who can read your e-mail can sign in to your account.
        </li>
        <li>Each person may hold only one account. Accounts are for individual, personal use.</li>
        <li>
          Accounts are personal and non-transferable: you may not sell, give away or share your account, or the tokens
          in it, with anyone else.
        </li>
        <li>
          You must give accurate information and must not use the Service for any unlawful purpose, to harass others, or
          to interfere with the Service or its security.
        </li>
        <li>
          We may suspend or close an account that breaks these Terms. You may stop using the Service at any time and ask
          us to delete your account through the <Link to="/contact">contact page</Link>.
        </li>
      </ul>

      <h2>4. Tokens, prices and payment</h2>
      <ul>
        <li>
          Paid readings are bought with tokens. Tokens are sold in packages whose price is shown before you pay, and the
          number of tokens a reading costs is shown before you spend them.
        </li>
        <li>
          Payments are processed by our third-party card payment provider and, where offered, by PayPal. We do not
          receive or store your full card number. Your use of those providers is also subject to their own terms.
        </li>
        <li>Tokens have no cash value, cannot be exchanged for money and cannot be transferred to another account.</li>
        <li>
          Prices of token packages and of readings are subject to change at any time. A change never affects a purchase
          you have already completed or tokens already in your balance.
        </li>
      </ul>

      <h2>5. All sales are final</h2>
      <p>
        All sales are final. Except where the law where you live requires otherwise, we do not offer refunds for token
        purchases or for tokens spent on readings. If you believe you were charged in error, please contact us and we
        will review the case. When a purchase is refunded, or its payment is disputed with your card issuer, the tokens
        of that purchase (in proportion to the amount refunded) are taken back from your balance as far as it allows; a
        balance never goes below zero and nothing is charged for tokens already spent. Tokens held back during a dispute
        are returned if it is resolved in our favour. Your Account page lists every movement of your tokens.
      </p>

      <h2>6. Content and intellectual property</h2>
      <p>
        The Service, including its text, reports, illustrations and software, belongs to us or our licensors and is
        protected by copyright and other laws. You may keep and share your own readings for personal, non-commercial
        use. You may not copy, resell or republish the Service or its content in bulk, or use automated means to extract
        it.
      </p>

      <h2>7. Availability and changes</h2>
      <p>
        We work to keep the Service available and accurate but provide it "as is" and "as available", without warranties
        of any kind, to the extent the law allows. We may change, suspend or discontinue any part of the Service. We may
        update these Terms; the date at the top shows the latest version, and continued use after a change means you
        accept the updated Terms.
      </p>

      <h2>8. Limitation of liability</h2>
      <p>
        To the fullest extent permitted by law, we are not liable for any indirect, incidental or consequential damages
        arising from your use of the Service, and our total liability for any claim is limited to the amount you paid us
        in the twelve months before the claim. Nothing in these Terms limits liability that cannot be limited by law.
      </p>

      <h2>9. Privacy</h2>
      <p>
        How we handle personal data is described in our <Link to="/privacy-policy">Privacy Policy</Link>, which forms
        part of these Terms.
      </p>

      <h2>10. Contact</h2>
      <p>
        Questions about these Terms can be sent through our <Link to="/contact">contact page</Link>.
      </p>
    </LegalDocument>
  );
}
