import type { SavedCard } from '@app/contracts/tokens';
import { useId } from 'react';

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** "Visa •••• 4242, expires 12/34": all that is shown of a saved card, as the provider has it. */
function cardLabel(card: SavedCard): string {
  const brand = BRANDS[card.brand] ?? 'Card';
  return `${brand} •••• ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
}

interface Props {
  cards: SavedCard[];
  chosenId: string;
  onChoose: (id: string) => void;
  payLabel: string;
  busy: boolean;
  testMode: boolean;
  onPay: () => void;
  onRemove: (card: SavedCard) => void;
  removingId: string | null;
  onUseAnother: () => void;
}

/**
 * Pay with a card saved at an earlier purchase (ADR 0407): one tap on Pay. Each card can be removed; another card
 * can be typed in instead.
 */
export function SavedCardPay(props: Props) {
  const { cards, chosenId, payLabel, busy, removingId } = props;
  const name = useId();
  const legendId = useId();
  const single = cards.length === 1;
  return (
    <div className="saved-cards">
      <div className="saved-cards__list" {...(single ? {} : { role: 'radiogroup', 'aria-labelledby': legendId })}>
        <p id={legendId} className="saved-cards__title">
          {single ? 'Your saved card' : 'Your saved cards'}
        </p>
        {cards.map((card) => (
          <div key={card.id} className="saved-card">
            {single ? (
              <span className="saved-card__label">{cardLabel(card)}</span>
            ) : (
              <label className="saved-card__label">
                <input
                  type="radio"
                  name={name}
                  checked={card.id === chosenId}
                  onChange={() => props.onChoose(card.id)}
                  disabled={busy}
                />
                {cardLabel(card)}
              </label>
            )}
            <button
              type="button"
              className="button button--small button--ghost saved-card__remove"
              aria-label={`Remove ${cardLabel(card)}`}
              onClick={() => props.onRemove(card)}
              disabled={busy || removingId !== null}
            >
              {removingId === card.id ? 'Removing…' : 'Remove'}
            </button>
          </div>
        ))}
        {props.testMode && (
          <p className="saved-cards__note">
            Test mode: the test provider keeps only the card’s brand, last 4 digits and expiry.
          </p>
        )}
      </div>
      <button type="button" className="button button--primary card-form__pay" disabled={busy} onClick={props.onPay}>
        {busy ? 'Processing payment…' : payLabel}
      </button>
      <button
        type="button"
        className="button button--ghost saved-cards__other"
        onClick={props.onUseAnother}
        disabled={busy}
      >
        Use another card
      </button>
    </div>
  );
}

/** The consent to keep the card for next time: unticked until the buyer ticks it. */
export function SaveCardConsent({
  checked,
  onChange,
  testMode,
  disabled,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  testMode: boolean;
  disabled: boolean;
}) {
  const hint = useId();
  return (
    <div className="save-card">
      <label className="save-card__label">
        <input
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          disabled={disabled}
          aria-describedby={hint}
        />
        Save this card for next time
      </label>
      <p id={hint} className="save-card__hint">
        {testMode
          ? 'Kept by the test provider (brand, last 4 digits and expiry only), never by us. Remove it any time.'
          : 'Kept by Stripe, our card processor, never by us. Remove it any time.'}
      </p>
    </div>
  );
}
