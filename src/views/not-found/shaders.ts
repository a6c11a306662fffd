// GLSL ES 1.00 (WebGL 1) so the blob draws on every WebGL-capable browser, SwiftShader included.

// One full-screen quad as a triangle strip; the fragment shader does all the drawing.
export const QUAD_VERTICES = new Float32Array([-1, -1, 1, -1, -1, 1, 1, 1]);

export const vertexSource = `
attribute vec2 a_position;
void main() {
  gl_Position = vec4(a_position, 0.0, 1.0);
}
`;

// An organic blob: a circle whose edge wobbles with angular waves and value noise, filled with a
// slow cyan-to-magenta swirl, a hot rim and a soft halo. Colours are the site's accent tokens.
// Output is premultiplied alpha so the page background shows around the glow.
export const fragmentSource = `
precision mediump float;
uniform vec2 u_center;
uniform float u_unit;
uniform float u_time;
uniform float u_radius;

const vec3 CYAN = vec3(0.220, 0.882, 1.000);
const vec3 MAGENTA = vec3(1.000, 0.310, 0.847);
const vec3 GOLD = vec3(1.000, 0.824, 0.247);

float hash(vec2 p) {
  return fract(sin(dot(p, vec2(127.1, 311.7))) * 43758.5453);
}

float noise(vec2 p) {
  vec2 i = floor(p);
  vec2 f = fract(p);
  vec2 u = f * f * (3.0 - 2.0 * f);
  return mix(mix(hash(i), hash(i + vec2(1.0, 0.0)), u.x),
             mix(hash(i + vec2(0.0, 1.0)), hash(i + vec2(1.0, 1.0)), u.x), u.y);
}

void main() {
  // Centred on the page text, in units the caller picks to suit the screen's shape.
  vec2 uv = (gl_FragCoord.xy - u_center) / u_unit;
  float r = length(uv);
  float a = atan(uv.y, uv.x);
  vec2 ring = vec2(cos(a), sin(a));

  float wobble = 0.055 * sin(3.0 * a + u_time * 0.9)
               + 0.035 * sin(5.0 * a - u_time * 1.3)
               + 0.10 * (noise(ring * 1.7 + u_time * 0.25) - 0.5);
  float edge = u_radius * 0.78 * (1.0 + wobble);
  float d = r - edge;

  float body = 1.0 - smoothstep(-0.015, 0.015, d);
  float rim = exp(-abs(d) * 38.0);
  float halo = exp(-max(d, 0.0) * 5.0) * (1.0 - body);

  float swirl = 0.5 + 0.5 * sin(2.0 * a + 4.0 * r - u_time * 0.7 + 3.0 * noise(uv * 2.2 + u_time * 0.15));
  vec3 tint = mix(CYAN, MAGENTA, swirl);
  float core = smoothstep(edge, 0.0, r);
  vec3 inside = tint * (0.16 + 0.22 * (1.0 - core)) + GOLD * 0.05 * core;

  vec3 colour = inside * body + mix(tint, vec3(1.0), 0.35) * rim + tint * halo * 0.55;
  float alpha = clamp(body * 0.82 + rim + halo * 0.5, 0.0, 1.0);
  gl_FragColor = vec4(colour * alpha, alpha);
}
`;
