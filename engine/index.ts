// The call engine's public entry: the platform API client, Daily's rules, the web-call client
// and speech detection. Framework-free; daily-js is loaded only when a call starts.
export * from './api';
export * from './daily';
export * from './webcall';
export * from './speech';
export { webCallMachine, MISSING_TARGET_MESSAGE, RECONNECT_LIMIT_MS } from '../machines/webCall';
