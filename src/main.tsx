// First, so that it runs before the app's heavy code (see preloadScreens.ts).
import './preloadScreens';
import { IS_DEMO } from './config/env';
import { renderApp } from './startApp';

async function start() {
  if (IS_DEMO) {
    // Only demo builds fetch the fake API's code; it never ships in the real app's first load.
    const { startDemoApi } = await import('./mocks/browser');
    await startDemoApi();
  }
  renderApp(document.getElementById('root') as HTMLElement);
}

void start();
