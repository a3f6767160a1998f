export * from './leg-label.js';
export * from './book-caption.js';
