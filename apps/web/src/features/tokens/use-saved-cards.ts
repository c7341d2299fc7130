import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { fetchSavedCards, removeSavedCard } from './api';

const SAVED_CARDS = ['saved-cards'] as const;

/**
 * The buyer's saved cards (ADR 0407), asked of the card provider each time the sheet opens, the one chosen to pay
 * with (none once "Use another card" was tapped), and removing one.
 */
export function useSavedCards() {
  const saved = useQuery({
    queryKey: SAVED_CARDS,
    queryFn: ({ signal }) => fetchSavedCards(signal),
    staleTime: 0,
    retry: 1,
  });
  const queryClient = useQueryClient();
  const [otherCard, setOtherCard] = useState(false);
  const [cardId, setCardId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const [removed, setRemoved] = useState<'' | 'removed' | 'failed'>('');
  const cards = saved.data?.cards ?? [];
  const chosen = otherCard ? undefined : (cards.find((c) => c.id === cardId) ?? cards[0]);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SAVED_CARDS });

  const remove = async (id: string) => {
    if (removing) return;
    setRemoving(id);
    setRemoved('');
    try {
      await removeSavedCard(id);
      setRemoved('removed');
    } catch {
      setRemoved('failed');
    } finally {
      setRemoving(null);
      await refresh();
    }
  };

  return {
    /** Still asking; a failure to ask falls back to typing a card (a saved card is a convenience). */
    pending: saved.isPending,
    cards,
    chosen,
    choose: setCardId,
    otherCard,
    setOtherCard,
    removing,
    removed,
    remove: (id: string) => void remove(id),
    /** After a purchase that saved its card, so that the next sheet offers it. */
    refresh: () => void refresh(),
  };
}

export type SavedCards = ReturnType<typeof useSavedCards>;
