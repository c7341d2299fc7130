let urgent = false;

/**
 * Runs `navigations` (calls of react-router's `navigate`) so that the location they lead to renders at once, not as
 * a transition (app/AppRouter.tsx, ADR 0952): for a page change whose content is here already.
 */
export function navigateAtOnce(navigations: () => void): void {
  urgent = true;
  try {
    navigations();
  } finally {
    urgent = false;
  }
}

/** Whether the history change being reported now was made through `navigateAtOnce`. */
export const isUrgentNavigation = (): boolean => urgent;
