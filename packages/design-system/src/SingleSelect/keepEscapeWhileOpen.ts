import type { KeyboardEvent } from 'react';

/**
 * Escape on an open list closes the list, not the popup around it: the key stops here, before the
 * popup's dismissal (which listens on the document) sees it. On a closed list it goes on as usual.
 */
export const keepEscapeWhileOpen =
  (isOpen: boolean) =>
  (event: KeyboardEvent): void => {
    if (isOpen && event.key === 'Escape') event.stopPropagation();
  };
