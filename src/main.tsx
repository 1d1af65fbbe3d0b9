// First, so that it runs before the app's heavy code (see preloadScreens.ts).
import './preloadScreens';
// Second, for the same reason: config.json is fetched while the rest is run.
import { runtimeConfigAnswer } from './config/runtimeConfigRequest';
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
  renderApp(root);
}

void start();
