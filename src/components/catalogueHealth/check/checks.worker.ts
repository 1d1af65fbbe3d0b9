// A thin shell: the checks live in checkEngine.ts, where tests reach them. Here they run off the
// page's thread, so that checking a label of tens of thousands of records does not freeze it.
import { HEALTH_RULES } from '../rules';
import { createCheckEngine } from './checkEngine';
import type { EngineRequest, EngineResponse } from './checkMessages';

const scope = self as unknown as {
  onmessage: ((event: MessageEvent<EngineRequest>) => void) | null;
  postMessage: (message: EngineResponse) => void;
};

const engine = createCheckEngine(HEALTH_RULES);

scope.onmessage = (event) => {
  const response = engine.handle(event.data);
  if (response) scope.postMessage(response);
};
