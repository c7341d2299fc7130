import { Link } from 'react-router';
import { LegalDocument } from './LegalDocument';

export default function PrivacyPolicyPage() {
  return (
    <LegalDocument title="Privacy Policy">
      <p>
        This Privacy Policy explains what personal data Kabbalah Numerology ("we", "us") collects when you use our
        website and services, why we collect it, how long we keep it and the rights you have. We collect as little as we
        need to give you your readings, and we do not sell your personal data.
      </p>

      <h2>1. Data we collect</h2>
      <ul>
        <li>
          <strong>Account data:</strong> your e-mail address, used to sign you in with a one-time code and to send you
          receipts and replies.
        </li>
        <li>
          <strong>Reading inputs:</strong> the full name, date of birth, "born in the morning" answer and any question
          you enter to request a reading, and the readings we generate from them.
        </li>
        <li>
          <strong>Purchase data:</strong> the token packages you buy, amounts, dates and the payment reference. Card
          details are collected directly by our card payment provider (or PayPal, where offered); we never see or store
          your full card number.
        </li>
        <li>
          <strong>Token data:</strong> your token balance and a record of tokens bought and spent.
        </li>
        <li>
          <strong>Messages:</strong> the name, e-mail address and message you send us through the contact form.
        </li>
        <li>
          <strong>Technical data:</strong> IP address, browser type, device information, pages visited and timestamps,
          recorded in server logs and used for security, abuse prevention (such as rate limits) and troubleshooting.
        </li>
        <li>
          <strong>Cookies:</strong> strictly necessary cookies that keep you signed in. We do not use advertising
          cookies.
        </li>
      </ul>

      <h2>2. How we use your data and our legal bases</h2>
      <ul>
        <li>
          To provide the service you ask for: sign-in, generating and saving readings, selling and recording tokens
          (performance of a contract).
        </li>
        <li>
          To answer your messages and send service e-mails such as sign-in codes and receipts (performance of a
          contract; legitimate interests).
        </li>
        <li>
          To keep the service secure, prevent fraud and abuse, and meet legal obligations such as accounting rules
          (legitimate interests; legal obligation).
        </li>
        <li>
          To understand, in aggregate and from our own server logs, how the site is used so we can improve it
          (legitimate interests).
        </li>
      </ul>

      <h2>3. Analytics</h2>
      <p>
        We do not use a third-party analytics service, tracking pixels or advertising cookies. We learn how the site is
        used in aggregate, for example which pages are visited and how long they take to load, only from our own server
        logs. That data is used only to improve the site and is not combined with your readings. If we ever add an
        analytics service, we will update this policy first and ask for your consent where the law requires it.
      </p>

      <h2>4. Sharing</h2>
      <p>
        We share personal data only with service providers who help us run the Service: hosting and database providers,
        our e-mail delivery provider, and our card payment provider (and PayPal, where offered). They may use the data
        only to provide their services to us. We may also disclose data when the law requires it. We do not sell or rent
        personal data, and we do not share it for cross-context behavioural advertising.
      </p>

      <h2>5. Retention</h2>
      <p>
        We keep account data, readings and purchase records while your account is open. Purchase records are kept as
        long as tax and accounting laws require. Contact messages are kept as long as needed to answer them. Server logs
        are kept for a short period for security. You can delete your account yourself on your Account page (or ask us
        to): your readings, sign-in sessions and messages are deleted at once, your unused tokens are cancelled, and the
        records of your purchases and token movements are kept only as tax and accounting laws require, without your
        e-mail address.
      </p>

      <h2>6. Your rights under the GDPR (EEA, UK and Switzerland)</h2>
      <p>
        If you are in the European Economic Area, the United Kingdom or Switzerland, the General Data Protection
        Regulation (GDPR) and related laws give you the right to access your personal data, to correct it, to have it
        erased, to restrict or object to its processing, to data portability, and to withdraw consent at any time where
        processing is based on consent. Your Account page lets you download a copy of your data (as a JSON file) and
        delete your account at any time; for anything else, write to us through the contact page. You also have the
        right to lodge a complaint with your local data protection authority.
      </p>

      <h2>7. Your rights under the CCPA and CPRA (California)</h2>
      <p>
        If you are a California resident, the California Consumer Privacy Act as amended by the California Privacy
        Rights Act (CCPA/CPRA) gives you the right to know what personal information we collect, use and disclose; to
        access and receive a copy of it; to correct it; to delete it; to opt out of its sale or sharing; and to limit
        the use of sensitive personal information. We do not sell or share personal information as those terms are
        defined, and we do not use sensitive personal information beyond what is needed to provide the Service. We will
        not discriminate against you for exercising any of these rights.
      </p>

      <h2>8. CalOPPA and Do Not Track</h2>
      <p>
        In line with the California Online Privacy Protection Act (CalOPPA), this policy is linked from every page,
        states the categories of data we collect and with whom we share it, and shows the date it was last updated. We
        do not track you across third-party websites, so we treat browser "Do Not Track" signals the same as our
        standard practice: no cross-site tracking.
      </p>

      <h2>9. Children</h2>
      <p>
        The Service is not intended for children under 13, and we do not knowingly collect personal data from them.
        Users aged 13 to 18 may use the Service only with the consent of a parent or guardian. If you believe a child
        under 13 has given us personal data, contact us and we will delete it.
      </p>

      <h2>10. Security and international transfers</h2>
      <p>
        We protect data with encryption in transit, hashed sign-in codes and session tokens, and restricted access.
        Where data is transferred outside your country, we rely on appropriate safeguards such as standard contractual
        clauses.
      </p>

      <h2>11. Changes and contact</h2>
      <p>
        We may update this policy; the date at the top shows the current version. To exercise any of your rights or to
        ask a question about privacy, write to us through the <Link to="/contact">contact page</Link>. We answer within
        the time the law requires (usually one month under the GDPR and 45 days under the CCPA).
      </p>
    </LegalDocument>
  );
}
