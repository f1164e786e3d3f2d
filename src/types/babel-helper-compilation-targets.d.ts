/** The part of Babel's target resolution the tests use (the package ships no types). */
declare module "@babel/helper-compilation-targets" {
  export type Targets = Record<string, string>;
  /** The oldest version of each browser a browserslist query names. */
  export default function getTargets(options: { browsers: string | string[] }): Targets;
  /** Whether a Babel transform (such as "transform-optional-chaining") is needed for the targets. */
  export function isRequired(name: string, targets: Targets): boolean;
}
