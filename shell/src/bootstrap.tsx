import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageWhenSignedIn } from './routing/preload-page';

// The first screen's remote is asked for as soon as index.html's session check says signed in, not once React has
// drawn the session gate.
preloadPageWhenSignedIn();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
