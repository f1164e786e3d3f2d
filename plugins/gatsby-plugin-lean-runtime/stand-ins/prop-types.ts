/**
 * prop-types as the production browser bundle carries it (see unused-runtime.ts). Gatsby's router
 * and links still declare propTypes, which React never checks in production; prop-types' own
 * production build is already a set of validators that do nothing. Here every validator, and
 * whatever a validator builds (`shape({...}).isRequired`), is one function that does nothing.
 */
type Validator = ((...declaration: unknown[]) => Validator) & { isRequired: Validator };

const validator = (() => validator) as Validator;
validator.isRequired = validator;

export default new Proxy({}, { get: () => validator }) as typeof import("prop-types");
