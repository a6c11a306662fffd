import type {
  CallEndReason,
  CallFatalError,
  StartProgress,
  StartProgressMetadata,
  StartStage,
  WebCallEmitted,
  WebCallError,
  WebCallErrorType,
} from '../webCall.types';

// What the webCall machine reports, built from plain data: its progress events, its errors, and
// the reasons a call ends with. The machine itself only decides when.

/** The part of the machine's context these reports read. */
export interface ReportContext {
  stage: StartStage;
  stageStartedAt: number;
}

/** A stage that failed: the cause, and daily-js's typed fatal error when there is one. */
export interface Failure {
  error: unknown;
  fatal?: CallFatalError;
}

// Date rather than an injected clock: snapshots must stay plain data, and test clocks fake Date.
export const now = () => Date.now();
export const stamp = () => new Date(now()).toISOString();

/** Errors, the API's errors and daily-js's fatal errors all carry a message. */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(error);
}

// The error type for each stage: the daily, recording and audio stages have their own
// ('<stage>-error'; both recording stages report video-recording-setup-error), the rest start-method-error.
function errorTypeOf(stage: StartStage): WebCallErrorType {
  if (stage === 'video-recording-started') return 'video-recording-setup-error';
  return (/^(daily|video|audio)/.test(stage) ? `${stage}-error` : 'start-method-error') as WebCallErrorType;
}

export function stageError(context: ReportContext, failure: Failure): WebCallError {
  return {
    type: errorTypeOf(context.stage),
    stage: context.stage,
    message: messageOf(failure.error),
    ...failure,
    timestamp: stamp(),
  };
}

export function startedProgress(context: ReportContext): WebCallEmitted {
  return {
    type: 'call-start-progress',
    data: {
      stage: context.stage,
      status: 'started',
      timestamp: stamp(),
    },
  };
}

export function progress(
  context: ReportContext,
  status: StartProgress['status'],
  metadata?: StartProgressMetadata,
): WebCallEmitted {
  return {
    type: 'call-start-progress',
    data: {
      stage: context.stage,
      status,
      duration: now() - context.stageStartedAt,
      timestamp: stamp(),
      ...(metadata ? { metadata } : {}),
    },
  };
}

// The endedReason the client sends when the platform sent none: the platform's own for an end on the
// customer's side.
const ENDED_REASON: Partial<Record<CallEndReason, string>> = {
  stopped: 'customer-ended-call',
  left: 'customer-ended-call',
  'assistant-ended': 'assistant-ended-call',
};

export const endedReasonFor = (reason: CallEndReason) => ENDED_REASON[reason] ?? reason;

/** Why a call ends after daily-js's fatal error. */
export function endReasonOf({ kind }: CallFatalError): CallEndReason {
  if (kind === 'connection-error') return 'network-lost';
  if (kind === 'ejected' || kind === 'expired' || kind === 'not-yet-valid' || kind === 'meeting-full')
    return kind;
  return 'error';
}
