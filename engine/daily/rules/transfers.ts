import { fail, judge, type Verdict } from './verdict';

export interface TransferOptions {
  sessionId?: unknown;
  toEndPoint?: unknown;
  callerId?: unknown;
}

function assertTransfer(options: TransferOptions | undefined, method: 'sipCallTransfer' | 'sipRefer'): void {
  if (!options)
    fail(
      method === 'sipCallTransfer'
        ? 'sipCallTransfer() requires a sessionId and toEndPoint'
        : 'sessionId and toEndPoint are mandatory parameter',
    );
  const { sessionId, toEndPoint, callerId } = options;
  if (!sessionId || !toEndPoint) fail(`${method}() requires a sessionId and toEndPoint`);
  if (typeof sessionId !== 'string' || typeof toEndPoint !== 'string')
    fail('Invalid paramater: sessionId and toEndPoint must be of type string');
  if (method === 'sipRefer' && !toEndPoint.startsWith('sip:')) fail('"toEndPoint" must be a "sip" address');
  if (!toEndPoint.startsWith('sip:') && !toEndPoint.startsWith('+'))
    fail(`toEndPoint: ${toEndPoint} must starts with either "sip:" or "+"`);
  if (callerId && typeof callerId !== 'string') fail('callerId must be of type string');
  if (callerId && !toEndPoint.startsWith('+'))
    fail('callerId is only valid when transferring to a PSTN number');
}

/** sipCallTransfer({ sessionId, toEndPoint, callerId }). */
export const checkSipCallTransfer = (options?: TransferOptions): Verdict =>
  judge('transfer', () => assertTransfer(options, 'sipCallTransfer'));
/** sipRefer({ sessionId, toEndPoint }): SIP addresses only. */
export const checkSipRefer = (options?: TransferOptions): Verdict =>
  judge('transfer', () => assertTransfer(options, 'sipRefer'));
