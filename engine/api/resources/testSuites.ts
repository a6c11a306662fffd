import { bindRoutes } from '../core/bind';
import { route } from '../core/route';
import type { Bound } from '../core/route';
import type { NoSchema } from '../core/schema';
import type { Transport } from '../core/transport';

export const testSuiteRoutes = {
  list: /*#__PURE__*/ route('GET', '/test-suite', 'query'),
  create: /*#__PURE__*/ route('POST', '/test-suite', 'json'),
  get: /*#__PURE__*/ route('GET', '/test-suite/{id}', 'none'),
  update: /*#__PURE__*/ route('PATCH', '/test-suite/{id}', 'json'),
  delete: /*#__PURE__*/ route('DELETE', '/test-suite/{id}', 'none'),
  /** Tests in a suite: the first argument is always the suite id. */
  tests: {
    list: /*#__PURE__*/ route('GET', '/test-suite/{id}/test', 'query'),
    create: /*#__PURE__*/ route('POST', '/test-suite/{id}/test', 'json'),
    get: /*#__PURE__*/ route('GET', '/test-suite/{id}/test/{testId}', 'none'),
    update: /*#__PURE__*/ route('PATCH', '/test-suite/{id}/test/{testId}', 'json'),
    delete: /*#__PURE__*/ route('DELETE', '/test-suite/{id}/test/{testId}', 'none'),
  },
  /** Runs of a suite: the first argument is always the suite id. */
  runs: {
    list: /*#__PURE__*/ route('GET', '/test-suite/{id}/run', 'query'),
    create: /*#__PURE__*/ route('POST', '/test-suite/{id}/run', 'json'),
    get: /*#__PURE__*/ route('GET', '/test-suite/{id}/run/{runId}', 'none'),
    update: /*#__PURE__*/ route('PATCH', '/test-suite/{id}/run/{runId}', 'json'),
    delete: /*#__PURE__*/ route('DELETE', '/test-suite/{id}/run/{runId}', 'none'),
  },
};

export type TestSuitesApi<Paths extends object = NoSchema> = Bound<typeof testSuiteRoutes, Paths>;
export const createTestSuitesApi = <Paths extends object = NoSchema>(
  transport: Transport,
): TestSuitesApi<Paths> => bindRoutes<typeof testSuiteRoutes, Paths>(transport, testSuiteRoutes);
