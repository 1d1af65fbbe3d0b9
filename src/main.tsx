// First, so that config.json is fetched while the rest is run, and ahead of the first screen's
// chunks: the app renders nothing before it answers, and a browser opens only six connections
// to a server (HTTP/1.1), so a request made after the screen's forty-odd chunks waits for them.
import { runtimeConfigAnswer } from './api/runtimeConfigRequest';
// Second, so that it runs before the app's heavy code too (see preloadScreens.ts).
import './preloadScreens';
import { applyRuntimeConfig, IS_DEMO } from './config/env';
import { renderApp } from './startApp';

async function start() {
  const root = document.getElementById('root') as HTMLElement;
  const answer = await runtimeConfigAnswer;
  if (answer.kind === 'invalid') {
    // Its own small chunk: a deployment mistake must not cost every other start a byte.
    const { showStartupError } = await import('./config/startupErrorPage');
    showStartupError(root, answer.problem);
    return;
  }
  if (answer.kind === 'found' && answer.ignoredKeys.length > 0) {
    console.warn(
      `config.json: ignored ${answer.ignoredKeys.join(', ')} (it sets only apiUrl and linksHost)`,
    );
  }
  // Before anything reads the configuration: demo code below, then every screen.
  applyRuntimeConfig(answer.kind === 'found' ? answer.config : {});
  if (IS_DEMO) {
    // Only demo mode fetches the fake API's code; it never ships in the real app's first load.
    const { startDemoApi } = await import('./mocks/browser');
    await startDemoApi();
  }
  await renderApp(root);
}

void start();
