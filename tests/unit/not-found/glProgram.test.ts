import { describe, expect, it, vi } from 'vitest';
import { compileShader, linkProgram } from '../../../src/views/not-found/glProgram';
import { fragmentSource, vertexSource } from '../../../src/views/not-found/shaders';
import { asWebGl, createFakeGl } from './fakeGl';

describe('shader failures are logged to the console (spec §8)', () => {
  it('a fragment shader that fails to compile logs its info log and yields no program', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gl = createFakeGl({ compiles: false });
    expect(linkProgram(asWebGl(gl), vertexSource, fragmentSource)).toBeNull();
    const messages = error.mock.calls.map((call) => String(call[0]));
    expect(
      messages.some(
        (m) =>
          m.includes('fragment shader failed to compile') && m.includes("'u_radius' : undeclared identifier"),
      ),
    ).toBe(true);
    expect(messages.some((m) => m.includes('vertex shader failed to compile'))).toBe(true);
    expect(gl.deleteShader).toHaveBeenCalledTimes(2);
    expect(gl.createProgram).not.toHaveBeenCalled();
  });

  it('compileShader returns null and names the stage', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gl = createFakeGl({ compiles: false });
    expect(compileShader(asWebGl(gl), gl.VERTEX_SHADER, vertexSource)).toBeNull();
    expect(error).toHaveBeenCalledWith(expect.stringContaining('vertex shader failed to compile'));
  });

  it('a program that fails to link logs the link log and is deleted', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gl = createFakeGl({ links: false });
    expect(linkProgram(asWebGl(gl), vertexSource, fragmentSource)).toBeNull();
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('program failed to link:\nERROR: varying v_uv not written'),
    );
    expect(gl.deleteProgram).toHaveBeenCalledTimes(1);
  });

  it('good shaders link quietly', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gl = createFakeGl();
    expect(linkProgram(asWebGl(gl), vertexSource, fragmentSource)).toEqual({ program: true });
    expect(error).not.toHaveBeenCalled();
  });

  it('a lost context is not reported as a shader bug', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const gl = createFakeGl({ compiles: false });
    gl.isContextLost.mockReturnValue(true);
    expect(linkProgram(asWebGl(gl), vertexSource, fragmentSource)).toBeNull();
    expect(error).not.toHaveBeenCalled();
  });
});
