import { linkProgram } from './glProgram';
import { QUAD_VERTICES, fragmentSource, vertexSource } from './shaders';

export interface BlobFrame {
  /** Drives the wobble and the swirl. */
  seconds: number;
  /** 0.5 + loudness / 2: the blob swells with the music. */
  radius: number;
  /** Where the blob's centre goes, in CSS pixels from the canvas's top-left corner. */
  centerX: number;
  centerY: number;
  /** CSS pixels per shader unit: the blob's resting radius is 0.39 of this. */
  unit: number;
}

export interface BlobRenderer {
  /** Sets the drawing buffer to the canvas's CSS size times `pixelRatio`. */
  resize(cssWidth: number, cssHeight: number, pixelRatio: number): void;
  draw(frame: BlobFrame): void;
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
  const uCenter = gl.getUniformLocation(program, 'u_center');
  const uUnit = gl.getUniformLocation(program, 'u_unit');
  const uTime = gl.getUniformLocation(program, 'u_time');
  const uRadius = gl.getUniformLocation(program, 'u_radius');
  gl.clearColor(0, 0, 0, 0);
  let ratio = 1;

  return {
    resize(cssWidth, cssHeight, pixelRatio) {
      ratio = pixelRatio;
      const width = Math.max(1, Math.round(cssWidth * pixelRatio));
      const height = Math.max(1, Math.round(cssHeight * pixelRatio));
      if (canvas.width !== width) canvas.width = width;
      if (canvas.height !== height) canvas.height = height;
      gl.viewport(0, 0, width, height);
    },
    draw({ seconds, radius, centerX, centerY, unit }) {
      // gl_FragCoord counts from the bottom-left corner, in device pixels.
      gl.uniform2f(uCenter, centerX * ratio, canvas.height - centerY * ratio);
      gl.uniform1f(uUnit, Math.max(1, unit * ratio));
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
