import type { CustomerPayment, CustomerView } from '@app/contracts/admin';
import { isLedgerReason, type LedgerReason } from '@app/contracts/ledger';
import { readingKindLabel } from '@app/contracts/reading-labels';
import { formatPrice } from '@app/contracts/tokens';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatDate, formatDateTime } from '../../lib/dates';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { ActionForm } from './ActionForm';
import { TableRegion } from './TableRegion';
import { adminKeys, fetchCustomer, grantTokens, refundPayment, resendReading, resendReceipt } from './api';
import { toMinorUnits } from './money-input';

/**
 * The ledger's kinds of movement in the operator's words (shorter than the reader's LEDGER_REASON_LABELS, and
 * naming who gave tokens); keyed by the stored reasons, so a new one cannot be left out.
 */
const LEDGER_KINDS: Record<LedgerReason, string> = {
  purchase: 'Purchase',
  reading: 'Reading',
  compensation: 'Given by an operator',
  refund: 'Refund',
  dispute: 'Card dispute: held',
  'dispute-released': 'Card dispute: returned',
  'account-deleted': 'Account deleted',
};

type Action =
  | { kind: 'grant' }
  | { kind: 'refund'; payment: CustomerPayment }
  | { kind: 'receipt'; payment: CustomerPayment }
  | { kind: 'reading'; reading: CustomerView['readings'][number] };

/**
 * Customers: find one by any of their e-mail addresses or phone numbers (kept in the page address, so
 * reloading keeps the customer).
 */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const who = params.get('email') ?? params.get('phone') ?? '';
  const [typed, setTyped] = useState(who);
  const search = (event: FormEvent) => {
    event.preventDefault();
    const next = typed.trim();
    if (next) setParams(next.includes('@') ? { email: next.toLowerCase() } : { phone: next });
  };
  return (
    <div className="stack">
      <form className="admin__search" role="search" onSubmit={search}>
        <Field label="Customer’s e-mail address or phone number" hint="A phone number in international form: +44…">
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="email"
              autoComplete="off"
              spellCheck={false}
              required
              value={typed}
              onChange={(e) => setTyped(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className="button">
          Find
        </button>
      </form>
      {who && <Customer key={who} who={who} />}
    </div>
  );
}

function Customer({ who }: { who: string }) {
  const customer = useQuery({
    queryKey: adminKeys.customer(who),
    queryFn: () => fetchCustomer(who),
    retry: false,
  });
  const heading = useRef<HTMLHeadingElement>(null);
  const found = customer.isSuccess;
  // A found customer: the operator lands on their name, and hears it.
  useEffect(() => {
    if (found) heading.current?.focus();
  }, [found]);
  if (customer.isPending) return <p aria-busy="true">Looking up {who}…</p>;
  if (customer.isError) {
    const missing = customer.error instanceof ApiError && customer.error.status === 404;
    return <Alert kind="error">{missing ? `No customer with ${who}.` : customer.error.message}</Alert>;
  }
  return <CustomerProfile customer={customer.data} headingRef={heading} />;
}

function CustomerProfile({
  customer,
  headingRef,
}: {
  customer: CustomerView;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const queryClient = useQueryClient();
  const [action, setAction] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const open = (next: Action) => {
    opener.current = document.activeElement as HTMLElement | null;
    setDone(null);
    setAction(next);
  };
  const cancel = () => {
    setAction(null);
    opener.current?.focus();
  };
  const finish = (message: string) => {
    setAction(null);
    setDone(message);
    void queryClient.invalidateQueries({ queryKey: adminKeys.customers });
  };
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

  return (
    <article className="stack admin__customer" aria-labelledby="admin-customer">
      <CustomerHeader customer={customer} headingRef={headingRef} onGrant={() => open({ kind: 'grant' })} />

      {done && (
        <Alert kind="success" ref={doneRef} focusable>
          {done}
        </Alert>
      )}
      {action && (
        <div className="form-panel">
          <ActionPanel
            key={JSON.stringify(action)}
            customer={customer}
            action={action}
            onDone={finish}
            onCancel={cancel}
          />
        </div>
      )}

      <Payments customer={customer} onAction={open} />
      <Readings customer={customer} onAction={open} />
      <Ledger customer={customer} />
      <Messages customer={customer} />
    </article>
  );
}

function ActionPanel({
  customer,
  action,
  onDone,
  onCancel,
}: {
  customer: CustomerView;
  action: Action;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const common = { onDone, onCancel };
  switch (action.kind) {
    case 'grant':
      return <GrantForm customer={customer} {...common} />;
    case 'refund':
      return <RefundForm customer={customer} payment={action.payment} {...common} />;
    case 'receipt':
      return (
        <ActionForm
          title={`Resend the receipt of ${formatDate(action.payment.createdAt)}`}
          confirmLabel="Send the receipt"
          check={() =>
            `e-mail the receipt for ${paymentLabel(action.payment)} to ${customer.email ?? 'this customer'} again.`
          }
          send={async (reason, requestKey) => {
            const result = await resendReceipt(customer.id, action.payment.id, { reason, requestKey });
            return result.alreadyApplied ? 'That receipt was already sent for this request.' : 'Receipt sent again.';
          }}
          {...common}
        />
      );
    case 'reading':
      return (
        <ActionForm
          title={`E-mail the reading again: ${readingKindLabel(action.reading.kind)}`}
          confirmLabel="Send the reading"
          check={() =>
            `e-mail the reading (${readingKindLabel(action.reading.kind).toLowerCase()}) of ${formatDate(action.reading.createdAt)} to ${customer.email ?? 'this customer'}.`
          }
          send={async (reason, requestKey) => {
            const result = await resendReading(customer.id, action.reading.id, { reason, requestKey });
            return result.alreadyApplied
              ? 'That reading was already sent for this request.'
              : `Reading sent to ${result.sentTo ?? customer.email ?? 'this customer'}.`;
          }}
          {...common}
        />
      );
  }
}

function GrantForm({
  customer,
  onDone,
  onCancel,
}: {
  customer: CustomerView;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const parsed = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
  return (
    <ActionForm
      title="Grant tokens"
      confirmLabel="Grant the tokens"
      check={() => {
        const problem =
          Number.isInteger(parsed) && parsed >= 1 && parsed <= 10_000
            ? undefined
            : 'Enter a whole number of tokens from 1 to 10,000.';
        setError(problem);
        return problem
          ? undefined
          : `give ${customer.email ?? 'this customer'} ${parsed.toLocaleString('en-US')} tokens as compensation.`;
      }}
      send={async (reason, requestKey) => {
        const result = await grantTokens(customer.id, { amount: parsed, reason, requestKey });
        return result.alreadyApplied
          ? `Already granted for this request; the balance is ${result.balance.toLocaleString('en-US')} tokens.`
          : `Granted ${parsed.toLocaleString('en-US')} tokens. The balance is now ${result.balance.toLocaleString('en-US')} tokens.`;
      }}
      onDone={onDone}
      onCancel={onCancel}
    >
      <Field label="Tokens" hint="A compensation credit, from 1 to 10,000." error={error}>
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </Field>
    </ActionForm>
  );
}

function RefundForm({
  customer,
  payment,
  onDone,
  onCancel,
}: {
  customer: CustomerView;
  payment: CustomerPayment;
  onDone: (message: string) => void;
  onCancel: () => void;
}) {
  const left = payment.amount - payment.amountRefunded;
  const [whole, setWhole] = useState(true);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const price = (cents: number) => formatPrice(cents, payment.currency);
  return (
    <ActionForm
      title={`Refund ${paymentLabel(payment)}`}
      confirmLabel="Refund"
      check={() => {
        if (whole) {
          setError(undefined);
          return `refund ${price(left)} (all that is left of ${price(payment.amount)}) to ${customer.email ?? 'this customer'}; the tokens of that share come back out of the balance, never below zero.`;
        }
        const cents = toMinorUnits(amount);
        const problem =
          cents === undefined || cents < 1
            ? 'Enter an amount such as 4.50.'
            : cents > left
              ? `At most ${price(left)} can still be refunded.`
              : undefined;
        setError(problem);
        return problem
          ? undefined
          : `refund ${price(cents!)} of ${price(payment.amount)} to ${customer.email ?? 'this customer'}; that share of the tokens comes back out of the balance, never below zero.`;
      }}
      send={async (reason, requestKey) => {
        const body = whole ? { reason, requestKey } : { amount: toMinorUnits(amount)!, reason, requestKey };
        const result = await refundPayment(customer.id, payment.id, body);
        if (result.alreadyApplied) return 'This refund was already made for this request.';
        return `Refunded. ${price(result.amountRefunded ?? 0)} of ${price(payment.amount)} is now refunded; ${result.tokensTakenBack ?? 0} tokens were taken back.`;
      }}
      onDone={onDone}
      onCancel={onCancel}
    >
      <fieldset className="admin__choice">
        <legend>How much</legend>
        <label className="checkbox">
          <input type="radio" name="refund-size" checked={whole} onChange={() => setWhole(true)} />
          All that is left ({price(left)})
        </label>
        <label className="checkbox">
          <input type="radio" name="refund-size" checked={!whole} onChange={() => setWhole(false)} />
          Part of it
        </label>
      </fieldset>
      {!whole && (
        <Field label={`Amount (${payment.currency.toUpperCase()})`} hint={`Up to ${price(left)}.`} error={error}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
            />
          )}
        </Field>
      )}
    </ActionForm>
  );
}

const paymentLabel = (p: CustomerPayment) =>
  `${formatPrice(p.amount, p.currency)} for ${p.tokens.toLocaleString('en-US')} tokens`;

function Payments({ customer, onAction }: { customer: CustomerView; onAction: (a: Action) => void }) {
  if (customer.payments.length === 0) return <p>No payments.</p>;
  return (
    <TableRegion id="admin-payments" caption="Payments">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Package</th>
          <th scope="col">Paid</th>
          <th scope="col">Provider status</th>
          <th scope="col">Refunded</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {customer.payments.map((p) => {
          const paid = p.status === 'succeeded';
          const label = paymentLabel(p);
          return (
            <tr key={p.id}>
              <td>{formatDateTime(p.createdAt)}</td>
              <td>
                {p.packageId} · {p.tokens.toLocaleString('en-US')} tokens
              </td>
              <td>{formatPrice(p.amount, p.currency)}</td>
              <td>
                {p.status} <span className="admin__muted">({p.provider})</span>
              </td>
              <td>
                {p.amountRefunded > 0
                  ? `${formatPrice(p.amountRefunded, p.currency)} · ${p.tokensRefunded} tokens back`
                  : '—'}
              </td>
              <td>
                {paid && (
                  <div className="admin__row-actions">
                    {p.amountRefunded < p.amount && (
                      <button
                        type="button"
                        className="button button--small button--ghost"
                        aria-label={`Refund ${label}`}
                        onClick={() => onAction({ kind: 'refund', payment: p })}
                      >
                        Refund
                      </button>
                    )}
                    <button
                      type="button"
                      className="button button--small button--ghost"
                      aria-label={`Resend receipt for ${label}`}
                      onClick={() => onAction({ kind: 'receipt', payment: p })}
                    >
                      Resend receipt
                    </button>
                  </div>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </TableRegion>
  );
}

function Readings({ customer, onAction }: { customer: CustomerView; onAction: (a: Action) => void }) {
  if (customer.readings.length === 0) return <p>No readings.</p>;
  return (
    <TableRegion id="admin-readings" caption="Readings (kind and date only)">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Kind</th>
          <th scope="col">Tokens</th>
          <th scope="col">Actions</th>
        </tr>
      </thead>
      <tbody>
        {customer.readings.map((r) => (
          <tr key={r.id}>
            <td>{formatDateTime(r.createdAt)}</td>
            <td>{readingKindLabel(r.kind)}</td>
            <td>{r.cost}</td>
            <td>
              <button
                type="button"
                className="button button--small button--ghost"
                aria-label={`E-mail again: ${readingKindLabel(r.kind)} of ${formatDateTime(r.createdAt)}`}
                onClick={() => onAction({ kind: 'reading', reading: r })}
              >
                E-mail again
              </button>
            </td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function Ledger({ customer }: { customer: CustomerView }) {
  if (customer.ledger.length === 0) return <p>No token movements.</p>;
  return (
    <TableRegion id="admin-ledger" caption="Token history">
      <thead>
        <tr>
          <th scope="col">Date</th>
          <th scope="col">Kind</th>
          <th scope="col" className="admin__number">
            Tokens
          </th>
          <th scope="col" className="admin__number">
            Balance
          </th>
          <th scope="col">Reference</th>
        </tr>
      </thead>
      <tbody>
        {customer.ledger.map((e) => (
          <tr key={e.id}>
            <td>{formatDateTime(e.createdAt)}</td>
            <td>{isLedgerReason(e.reason) ? LEDGER_KINDS[e.reason] : e.reason}</td>
            <td className="admin__number">
              {e.amount > 0 ? '+' : '−'}
              {Math.abs(e.amount).toLocaleString('en-US')}
            </td>
            <td className="admin__number">{e.balanceAfter.toLocaleString('en-US')}</td>
            <td className="admin__mono">{e.reference ?? ''}</td>
          </tr>
        ))}
      </tbody>
    </TableRegion>
  );
}

function Messages({ customer }: { customer: CustomerView }) {
  return (
    <section className="stack" aria-labelledby="admin-customer-messages">
      <h2 id="admin-customer-messages">Contact messages</h2>
      {customer.contactMessages.length === 0 ? (
        <p>No messages from this address.</p>
      ) : (
        <ul className="admin__messages">
          {customer.contactMessages.map((m) => (
            <li key={m.id} className="form-panel">
              <p className="admin__muted">
                {formatDateTime(m.createdAt)} · {m.name}
              </p>
              <p className="admin__message-text">{m.message}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Who the customer is, their balance, and the grant button. */
function CustomerHeader({
  customer,
  headingRef,
  onGrant,
}: {
  customer: CustomerView;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
  onGrant: () => void;
}) {
  return (
    <header className="form-panel stack">
      <h2 id="admin-customer" ref={headingRef} tabIndex={-1}>
        {customer.email ?? 'A customer without an e-mail address'}
      </h2>
      <dl className="admin__facts">
        <div>
          <dt>Balance</dt>
          <dd data-testid="admin-balance">{customer.balance.toLocaleString('en-US')} tokens</dd>
        </div>
        <div>
          <dt>Customer since</dt>
          <dd>{formatDate(customer.createdAt)}</dd>
        </div>
        {customer.deletedAt && (
          <div>
            <dt>Account deleted</dt>
            <dd>{formatDate(customer.deletedAt)}</dd>
          </div>
        )}
        <div>
          <dt>Customer id</dt>
          <dd className="admin__mono">{customer.id}</dd>
        </div>
      </dl>
      <div className="actions">
        <button type="button" className="button" onClick={onGrant}>
          Grant tokens
        </button>
      </div>
    </header>
  );
}
