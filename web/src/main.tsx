import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { prefetchLandingData } from './app/landing-prefetch';
import { preloadLandingScreen } from './app/router';
import { createApolloClient } from './lib/apollo-client';
import { landingPageShowing, leaveLandingPage } from './lib/landing-page';

/**
 * How long the first render may wait for the landing screen's data and code. They are
 * usually here already (the boot script asked while this code downloaded); the wait only
 * lets the first render be the whole page instead of the shell, a spinner, then the page.
 */
const LANDING_WAIT_MS = 300;

function start(): void {
  const client = createApolloClient();
  let rendered = false;
  const landing = Promise.all([prefetchLandingData(client, window.location.hash, () => rendered), preloadLandingScreen()]);
  const waited = new Promise((resolve) => setTimeout(resolve, LANDING_WAIT_MS));

  void Promise.race([landing, waited]).then(() => {
    rendered = true;
    const root = createRoot(document.getElementById('root')!);
    // As a transition the first render (the whole page) is built in short slices that leave the
    // main thread free in between, instead of one long task.
    startTransition(() =>
      root.render(
        <StrictMode>
          <App client={client} />
        </StrictMode>,
      ),
    );
  });
}

if (landingPageShowing()) {
  // A visitor on the server's landing page: the app starts when one of its links opens an app route.
  window.addEventListener(
    'hashchange',
    () => {
      leaveLandingPage();
      start();
    },
    { once: true },
  );
} else {
  start();
}
