// The model-test kit: the only place a machine becomes test paths. See ./model.ts, ./paths.ts,
// ./coverage.ts and ./run.ts.
export {
  modelOf,
  vertexKey,
  verticesOf,
  type ActorEvent,
  type MachineModel,
  type ModelEvent,
  type ModelOptions,
} from './model';
export { edgePaths, pathsFromEvents, shortestPaths, simplePaths, transitionPaths } from './paths';
export {
  coverageOf,
  eventsOf,
  expectFullCoverage,
  machineStates,
  machineTransitions,
  transitionKey,
  type CoverageOptions,
} from './coverage';
export { testPath, type PathChecks } from './run';
// A vertex named by its value and context, the usual choice for a screen's model.
export { serializeSnapshot } from 'xstate/graph';
