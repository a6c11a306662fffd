import { linkProgram } from './glProgram';
import { QUAD_VERTICES, fragmentSource, vertexSource } from './shaders';

export interface BlobRenderer {
  /** Sets the drawing-buffer size in device pixels. */
  resize(width: number, height: number): void;
  /** Draws one frame: `seconds` drives the wobble, `radius` is the spec's 0.5 + loudness / 2. */
  draw(seconds: number, radius: number): void;
  dispose(): void;
}

/** The WebGL blob on `canvas`, or null when WebGL is missing or the shaders fail (already logged). */
export function createBlobRenderer(canvas: HTMLCanvasElement): BlobRenderer | null {
  const gl = canvas.getContext('webgl', {
    alpha: true,
    premultipliedAlpha: true,
    antialias: false,
    depth: false,
    stencil: false,
    powerPreference: 'low-power',
  });
  if (!gl) return null;
  const program = linkProgram(gl, vertexSource, fragmentSource);
  if (!program) return null;

  const buffer = gl.createBuffer();
  gl.bindBuffer(gl.ARRAY_BUFFER, buffer);
  gl.bufferData(gl.ARRAY_BUFFER, QUAD_VERTICES, gl.STATIC_DRAW);
  const position = gl.getAttribLocation(program, 'a_position');
  gl.enableVertexAttribArray(position);
  gl.vertexAttribPointer(position, 2, gl.FLOAT, false, 0, 0);
  gl.useProgram(program);
  const uResolution = gl.getUniformLocation(program, 'u_resolution');
  const uTime = gl.getUniformLocation(program, 'u_time');
  const uRadius = gl.getUniformLocation(program, 'u_radius');
  gl.clearColor(0, 0, 0, 0);

  return {
    resize(width, height) {
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      gl.viewport(0, 0, width, height);
      gl.uniform2f(uResolution, width, height);
    },
    draw(seconds, radius) {
      gl.uniform1f(uTime, seconds);
      gl.uniform1f(uRadius, radius);
      gl.clear(gl.COLOR_BUFFER_BIT);
      gl.drawArrays(gl.TRIANGLE_STRIP, 0, QUAD_VERTICES.length / 2);
    },
    dispose() {
      gl.deleteBuffer(buffer);
      gl.deleteProgram(program);
    },
  };
}
