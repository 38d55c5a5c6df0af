import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// One heading rendered by React, as the registration app renders its page on the client.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <h1>Hello</h1>
  </StrictMode>,
);
