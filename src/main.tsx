// First, so that config.json is asked for ahead of the first screen's chunks: the app renders
// nothing before it answers, and a browser opens only six connections to a server (HTTP/1.1).
// A module's static imports all run before its body, in the built chunks too: these two run
// once React, MUI and react-admin have been run (about 50 ms into a cold start, issue 41's
// traces), not before them; moving them earlier was measured slower (the page is CPU-bound).
import { runtimeConfigAnswer } from './api/runtimeConfigRequest';
// Second, ahead of the first render (see preloadScreens.ts).
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
