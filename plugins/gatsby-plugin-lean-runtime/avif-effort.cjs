// @ts-check
/**
 * gatsby-plugin-sharp hands sharp's AVIF encoder a quality and nothing else, so every AVIF is
 * encoded at sharp's default effort, 4. On the recipe photos effort 2 takes about a seventh of
 * the CPU time for the same bytes and nearly the same SSIM (bench/IMAGE-ENCODERS.md), and AVIF
 * encoding is most of a cold build. This gives sharp's `avif()` that effort whenever its caller
 * names none; gatsby-plugin-sharp encodes in the build's own process, which loads this first.
 */
const AVIF_EFFORT = 2;

/** Marks the wrapper, so a second call (a second build in one process) wraps nothing twice. */
const WRAPPED = Symbol.for("lean-runtime.avif-effort");

/** @typedef {import("sharp").Sharp["avif"] & { [WRAPPED]?: number }} Avif */

/**
 * @param {import("sharp")} sharp
 * @returns {number} the effort every AVIF is now encoded at
 */
const withAvifEffort = (sharp, effort = AVIF_EFFORT) => {
  const proto = /** @type {{ avif: Avif }} */ (sharp.prototype);
  const wrapped = proto.avif[WRAPPED];
  if (wrapped !== undefined) return wrapped;
  const avif = proto.avif;
  /**
   * @this {import("sharp").Sharp}
   * @param {import("sharp").AvifOptions} [options]
   */
  const withEffort = function (options) {
    return avif.call(this, { effort, ...options });
  };
  /** @type {Avif} */ (withEffort)[WRAPPED] = effort;
  proto.avif = withEffort;
  return effort;
};

module.exports = { AVIF_EFFORT, withAvifEffort };
