import type { DeviceList } from './types';

/** The browser's devices split into microphones and speakers, in the browser's order. */
export const deviceList = (devices: MediaDeviceInfo[]): DeviceList => ({
  microphones: devices.filter((d) => d.kind === 'audioinput'),
  speakers: devices.filter((d) => d.kind === 'audiooutput'),
});
