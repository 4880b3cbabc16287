import { useState } from 'react';
// The DOM build of the provider, so navigations may ask for a synchronous update (flushSync).
import { RouterProvider } from 'react-router/dom';

import { AppProvider } from './provider';
import { createRouter } from './router';

export function App() {
  // Created inside the providers' lifetime so the router starts after the settings are known.
  const [router] = useState(createRouter);
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
