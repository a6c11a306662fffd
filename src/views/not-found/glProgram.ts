// Compile and link, logging the driver's info log to the console on failure.
// Callers get null and draw the static fallback instead.

const stageName = (gl: WebGLRenderingContext, type: number) =>
  type === gl.VERTEX_SHADER ? 'vertex' : 'fragment';

export function compileShader(gl: WebGLRenderingContext, type: number, source: string): WebGLShader | null {
  const shader = gl.createShader(type);
  if (!shader) {
    if (!gl.isContextLost()) console.error(`Blob shader: could not create the ${stageName(gl, type)} shader`);
    return null;
  }
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (gl.getShaderParameter(shader, gl.COMPILE_STATUS)) return shader;
  if (!gl.isContextLost()) {
    console.error(
      `Blob shader: the ${stageName(gl, type)} shader failed to compile:\n${gl.getShaderInfoLog(shader) ?? '(no info log)'}`,
    );
  }
  gl.deleteShader(shader);
  return null;
}

export function linkProgram(
  gl: WebGLRenderingContext,
  vertexSource: string,
  fragmentSource: string,
): WebGLProgram | null {
  const vertex = compileShader(gl, gl.VERTEX_SHADER, vertexSource);
  const fragment = compileShader(gl, gl.FRAGMENT_SHADER, fragmentSource);
  const program = vertex && fragment ? gl.createProgram() : null;
  if (program && vertex && fragment) {
    gl.attachShader(program, vertex);
    gl.attachShader(program, fragment);
    gl.linkProgram(program);
  }
  // Once linked (or not) the shader objects are no longer needed.
  if (vertex) gl.deleteShader(vertex);
  if (fragment) gl.deleteShader(fragment);
  if (!program) return null;
  if (gl.getProgramParameter(program, gl.LINK_STATUS)) return program;
  if (!gl.isContextLost()) {
    console.error(
      `Blob shader: the program failed to link:\n${gl.getProgramInfoLog(program) ?? '(no info log)'}`,
    );
  }
  gl.deleteProgram(program);
  return null;
}
