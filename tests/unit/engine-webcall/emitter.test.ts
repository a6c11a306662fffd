import { describe, expect, it } from 'vitest';
import { createSafeEmitter } from '../../../engine/webcall/emitter';

type Events = { ping: number };

describe('SafeEmitter', () => {
  it('a handler added twice runs twice, and two off() calls remove it completely', () => {
    const emitter = createSafeEmitter<Events>();
    const seen: number[] = [];
    const handler = (n: number) => seen.push(n);
    emitter.on('ping', handler);
    emitter.on('ping', handler);
    emitter.emit('ping', 1);
    emitter.off('ping', handler);
    emitter.emit('ping', 2);
    emitter.off('ping', handler);
    emitter.emit('ping', 3);
    expect(seen).toEqual([1, 1, 2]);
  });

  it('reports a throwing handler and still runs the others', () => {
    const errors: unknown[] = [];
    const emitter = createSafeEmitter<Events>((error) => errors.push(error));
    const seen: number[] = [];
    emitter.on('ping', () => {
      throw new Error('bug');
    });
    emitter.on('ping', (n) => seen.push(n));
    emitter.emit('ping', 7);
    expect([errors, seen]).toEqual([[new Error('bug')], [7]]);
  });

  it('off() without a handler removes every handler of that type', () => {
    const emitter = createSafeEmitter<Events>();
    const seen: number[] = [];
    emitter.on('ping', (n) => seen.push(n));
    emitter.off('ping');
    emitter.emit('ping', 1);
    expect(seen).toEqual([]);
  });
});
