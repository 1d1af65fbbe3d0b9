// Imported first by main.tsx, so that config.json is asked for as soon as the app's code starts
// to run, before the first screen's code (preloadScreens.ts) and while React, MUI and
// react-admin are being run, rather than after them (main.tsx's own body runs last).
import { configFileUrl, loadRuntimeConfig, type ConfigOutcome } from './runtimeConfig';

export const runtimeConfigAnswer: Promise<ConfigOutcome> = loadRuntimeConfig(configFileUrl());
