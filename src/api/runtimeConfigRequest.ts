// The request for config.json, imported first by main.tsx so that it leaves as soon as the app's
// own code runs. Here, in the API layer, the one that goes on the network; what the file says is
// read and checked by config/runtimeConfig.ts.
import { configFileUrl, loadRuntimeConfig, type ConfigOutcome } from '../config/runtimeConfig';
import { browserFetch } from './transport';

export const runtimeConfigAnswer: Promise<ConfigOutcome> = loadRuntimeConfig(
  configFileUrl(),
  browserFetch,
);
