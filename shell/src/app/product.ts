/**
 * The product's name in two parts: a phone's header stacks them (the book, the casino under it), every other
 * place writes them on one line.
 */
export const PRODUCT_NAME_PARTS = ['Sportsbook', '& Casino'] as const;

/** The name on one line: the login card (and the header from the desktop breakpoint). */
export const PRODUCT_TITLE = PRODUCT_NAME_PARTS.join(' ');
