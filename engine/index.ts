// The call engine's public entry (`@hud-portfolio/call-engine`): the platform API client, Daily's rules,
// the web-call client and speech detection, each also importable alone (`/api`, `/daily`, `/webcall`,
// `/speech`). Framework-free; daily-js is loaded only when a call starts.
export * from './api';
export * from './daily';
export * from './webcall';
export * from './speech';
