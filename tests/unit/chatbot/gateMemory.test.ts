import { describe, expect, it } from 'vitest';
import { createGateMemory, GATE_KEY, parseGate, type GateStore } from '../../../src/effects/chatbotSession';

// The chatbot's place in the session: whatever is stored or however the storage fails, the worst case
// is the gate showing again.

const storeOf = (initial: Record<string, string> = {}): GateStore & { data: Record<string, string> } => {
  const data = { ...initial };
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => {
      data[key] = value;
    },
  };
};

describe('the chatbot session memory', () => {
  it('keeps the email and the view, and reads them back', () => {
    const store = storeOf();
    const memory = createGateMemory(() => store);
    memory.save({ email: 'visitor@example.com', view: 'chat' });
    expect(createGateMemory(() => store).read()).toEqual({ email: 'visitor@example.com', view: 'chat' });
  });

  it('reads anything else under the key as nothing remembered', () => {
    for (const raw of [
      '',
      'not json',
      'null',
      '[]',
      '{"email":1,"view":"chat"}',
      '{"email":"a@b.co","view":"voice"}',
      '{"email":"a@b.co"}',
    ]) {
      expect(parseGate(raw), raw).toBeUndefined();
      expect(createGateMemory(() => storeOf({ [GATE_KEY]: raw })).read(), raw).toBeUndefined();
    }
  });

  it('carries on when the storage cannot be reached, read or written', () => {
    const unreachable = createGateMemory(() => {
      throw new Error('SecurityError');
    });
    expect(unreachable.read()).toBeUndefined();
    expect(() => unreachable.save({ email: 'a@b.co', view: 'choice' })).not.toThrow();
    const refusing = createGateMemory(() => ({
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    }));
    expect(refusing.read()).toBeUndefined();
    expect(() => refusing.save({ email: 'a@b.co', view: 'chat' })).not.toThrow();
  });
});
