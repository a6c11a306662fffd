// A web call from a plain page: start with its progress, the live transcript, mute and end. Everything the
// page shows comes from the engine's events; the page keeps only the client and a few elements.
import { createWebCall, knownAppMessage } from '@hud-portfolio/call-engine/webcall';
import type { CallEnd, StartProgress, WebCallClient, WebCallError } from '@hud-portfolio/call-engine/webcall';

const element = <T extends HTMLElement>(id: string) => {
  const found = document.getElementById(id);
  if (!found) throw new Error(`The page has no #${id}`);
  return found as T;
};
const form = element<HTMLFormElement>('call-form');
const startButton = element<HTMLButtonElement>('start');
const muteButton = element<HTMLButtonElement>('mute');
const stopButton = element<HTMLButtonElement>('stop');
const status = element('status');
const problem = element('problem');
const progress = element<HTMLOListElement>('progress');
const transcript = element<HTMLOListElement>('transcript');
const live = element('live');

let call: WebCallClient | null = null;

function setInCall(inCall: boolean) {
  startButton.disabled = inCall;
  stopButton.disabled = !inCall;
  // Mute needs the call object, which exists once the call has joined (call-start-success).
  muteButton.disabled = true;
  if (!inCall) showMuted(false);
}

function showMuted(muted: boolean) {
  muteButton.setAttribute('aria-pressed', String(muted));
}

function showProgress({ stage, status: state, duration }: StartProgress) {
  let item = progress.querySelector<HTMLLIElement>(`li[data-stage="${stage}"]`);
  if (!item) {
    item = document.createElement('li');
    item.dataset.stage = stage;
    progress.append(item);
  }
  item.dataset.status = state;
  item.textContent = `${stage}: ${state}${duration === undefined ? '' : ` in ${Math.round(duration)} ms`}`;
}

function addLine(role: string, text: string) {
  const item = document.createElement('li');
  const who = document.createElement('span');
  who.textContent = role === 'assistant' ? 'Assistant: ' : 'You: ';
  item.append(who, text);
  transcript.append(item);
}

const ENDED: Partial<Record<CallEnd['reason'], string>> = {
  stopped: 'You ended the call.',
  'assistant-ended': 'The assistant ended the call.',
  'network-lost': 'The connection was lost.',
};

function listen(client: WebCallClient) {
  client.on('call-start-progress', showProgress);
  client.on('call-start-success', () => {
    muteButton.disabled = false;
    status.textContent = 'Connected. Waiting for the assistant…';
  });
  client.on('call-start', () => {
    status.textContent = 'The assistant is listening. Speak now.';
  });
  client.on('message', (message) => {
    const known = knownAppMessage(message);
    if (known?.type !== 'transcript') return;
    if (known.transcriptType === 'partial') {
      live.textContent = `${known.role === 'assistant' ? 'Assistant' : 'You'}: ${known.transcript}…`;
    } else {
      live.textContent = '';
      addLine(known.role, known.transcript);
    }
  });
  client.on('error', (error: WebCallError) => {
    problem.textContent = `${error.message} (${error.type})`;
  });
  client.on('call-end', ({ reason }) => {
    status.textContent = ENDED[reason] ?? `The call ended (${reason}).`;
    live.textContent = '';
    setInCall(false);
  });
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  void start(new FormData(form));
});

async function start(fields: FormData) {
  await call?.destroy();
  progress.replaceChildren();
  transcript.replaceChildren();
  problem.textContent = '';
  status.textContent = 'Starting the call…';
  setInCall(true);
  call = createWebCall({
    publicKey: String(fields.get('publicKey')),
    apiBaseUrl: String(fields.get('apiBaseUrl')),
  });
  listen(call);
  const started = await call.start(String(fields.get('assistantId')));
  if (!started) {
    status.textContent = 'The call did not start.';
    setInCall(false);
  }
}

// daily-js applies a mute asynchronously, so the button shows what was asked rather than reading it back at once.
muteButton.addEventListener('click', () => {
  const muted = muteButton.getAttribute('aria-pressed') !== 'true';
  call?.setMuted(muted);
  showMuted(muted);
});

stopButton.addEventListener('click', () => {
  stopButton.disabled = true;
  void call?.stop();
});
