import { expect, test } from './siteTest';
import {
  SPEAKER,
  assistantAnswers,
  callMachineReceived,
  expectNoAxeViolations,
  openVoice,
} from './voicePage';

// The voice view's device picker in Chromium with its fake media devices (--use-fake-device-for-media-stream):
// it lists the microphones and speakers, switches them through daily-js's own methods (the call machine is
// asked for the device), plays the assistant on the chosen speaker, and follows a headset plugged in mid-call.

const HEADSET = { deviceId: 'usb-headset', kind: 'audioinput', label: 'USB headset', groupId: 'usb' };

test('the picker lists the devices, switches microphone and speaker, and hears about a headset plugged in', async ({
  page,
}) => {
  // A whole call in the voice build, with three device changes during it.
  test.slow();
  // A headset "plugged in" on cue: enumerateDevices() adds it once the test says so, as the OS would.
  await page.addInitScript((headset) => {
    const devices = navigator.mediaDevices;
    const enumerate = devices.enumerateDevices.bind(devices);
    const w = window as unknown as { __headset?: boolean };
    devices.enumerateDevices = async () =>
      [
        ...(await enumerate()),
        ...(w.__headset ? [{ ...headset, toJSON: () => headset }] : []),
      ] as MediaDeviceInfo[];
  }, HEADSET);
  await openVoice(page, { webCalls: [], status: 201 });
  await expect(page.getByRole('combobox')).toHaveCount(0);
  await page.getByRole('button', { name: 'Start Call' }).click();
  await assistantAnswers(page);

  const microphone = page.getByRole('combobox', { name: 'Microphone' });
  const speaker = page.getByRole('combobox', { name: 'Speaker' });
  await expect(microphone.locator('option')).toHaveText([
    'Fake Default Audio Input',
    'Fake Audio Input 1',
    'Fake Audio Input 2',
  ]);
  await expect(speaker.locator('option')).toHaveText([
    'Fake Default Audio Output',
    'Fake Audio Output 1',
    'Fake Audio Output 2',
  ]);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/shots/voice-devices-1280.png' });

  const idOf = (select: typeof microphone, label: string) =>
    select.locator('option', { hasText: label }).getAttribute('value');
  const input = await idOf(microphone, 'Fake Audio Input 1');
  await microphone.selectOption({ label: 'Fake Audio Input 1' });
  await expect
    .poll(async () =>
      (await callMachineReceived(page))
        .filter((m) => m.action === 'set-input-devices')
        .map((m) => m.audioDeviceId),
    )
    .toEqual([input]);
  await expect(microphone).toHaveValue(input!);

  const output = await idOf(speaker, 'Fake Audio Output 2');
  await speaker.selectOption({ label: 'Fake Audio Output 2' });
  await expect
    .poll(async () =>
      (await callMachineReceived(page))
        .filter((m) => m.action === 'set-output-device')
        .map((m) => m.outputDeviceId),
    )
    .toEqual([output]);
  // The assistant's voice comes from the engine's own audio element, which now plays on that speaker.
  await expect
    .poll(() =>
      page
        .locator(`audio[data-participant-id="${SPEAKER}"]`)
        .evaluate((a) => (a as HTMLAudioElement & { sinkId: string }).sinkId),
    )
    .toBe(output);

  // daily-js watches devicechange itself; the engine's devices-changed updates the picker.
  await page.evaluate(() => {
    (window as unknown as { __headset: boolean }).__headset = true;
    navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
  });
  await expect(microphone.locator('option')).toHaveText([
    'Fake Default Audio Input',
    'Fake Audio Input 1',
    'Fake Audio Input 2',
    'USB headset',
  ]);
  await expect(microphone).toHaveValue(input!);

  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByRole('combobox')).toHaveCount(0);
});
