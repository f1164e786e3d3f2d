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

/** @param {import("sharp")} sharp */
const withAvifEffort = (sharp, effort = AVIF_EFFORT) => {
  const proto = sharp.prototype;
  if (proto.avif[WRAPPED] !== undefined) return proto.avif[WRAPPED];
  const avif = proto.avif;
  const withEffort = function (options) {
    return avif.call(this, { effort, ...options });
  };
  withEffort[WRAPPED] = effort;
  proto.avif = withEffort;
  return effort;
};

module.exports = { AVIF_EFFORT, withAvifEffort };
