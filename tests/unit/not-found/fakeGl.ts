// A stand-in WebGL context: records calls, and compiles or links only when told to.
import { vi } from 'vitest';

export function createFakeGl({ compiles = true, links = true } = {}) {
  const uniforms = new Map<string, number[]>();
  const gl = {
    VERTEX_SHADER: 0x8b31,
    FRAGMENT_SHADER: 0x8b30,
    COMPILE_STATUS: 0x8b81,
    LINK_STATUS: 0x8b82,
    ARRAY_BUFFER: 0x8892,
    STATIC_DRAW: 0x88e4,
    FLOAT: 0x1406,
    COLOR_BUFFER_BIT: 0x4000,
    TRIANGLE_STRIP: 0x0005,
    uniforms,
    isContextLost: vi.fn(() => false),
    createShader: vi.fn((type: number) => ({ type })),
    shaderSource: vi.fn(),
    compileShader: vi.fn(),
    getShaderParameter: vi.fn(() => compiles),
    getShaderInfoLog: vi.fn(() => "ERROR: 0:12: 'u_radius' : undeclared identifier"),
    deleteShader: vi.fn(),
    createProgram: vi.fn(() => ({ program: true })),
    attachShader: vi.fn(),
    linkProgram: vi.fn(),
    getProgramParameter: vi.fn(() => links),
    getProgramInfoLog: vi.fn(() => 'ERROR: varying v_uv not written by vertex shader'),
    deleteProgram: vi.fn(),
    useProgram: vi.fn(),
    createBuffer: vi.fn(() => ({ buffer: true })),
    bindBuffer: vi.fn(),
    bufferData: vi.fn(),
    deleteBuffer: vi.fn(),
    getAttribLocation: vi.fn(() => 0),
    enableVertexAttribArray: vi.fn(),
    vertexAttribPointer: vi.fn(),
    getUniformLocation: vi.fn((_program: unknown, name: string) => ({ name })),
    uniform1f: vi.fn((location: { name: string }, x: number) => uniforms.set(location.name, [x])),
    uniform2f: vi.fn((location: { name: string }, x: number, y: number) =>
      uniforms.set(location.name, [x, y]),
    ),
    clearColor: vi.fn(),
    clear: vi.fn(),
    viewport: vi.fn(),
    drawArrays: vi.fn(),
  };
  return gl;
}

export type FakeGl = ReturnType<typeof createFakeGl>;

export const asWebGl = (gl: FakeGl) => gl as unknown as WebGLRenderingContext;
