// @ts-check
import { bgLinen, photoLighting } from "../backgrounds.mjs";
import { cilantro, herbFlecks } from "../ingredients/herbs.mjs";
import { riceBed } from "../ingredients/pantry.mjs";
import { avocadoFan, citrusWedge } from "../ingredients/produce.mjs";
import { chiliFlakes, dice, shreds } from "../ingredients/toppings.mjs";
import { arcPoints, blob, scatter } from "../shapes.mjs";
import { group, num, openCurve, toDegrees, toRadians } from "../svg.mjs";
import { bowl, napkin, spoon } from "../tableware.mjs";

/** @typedef {import("../scene.mjs").Scene} Scene */
/** @typedef {import("./index.mjs").Focus} Focus */

/** @type {Focus} */
export const focus = [210, 80, 740];

/** @param {Scene} scene */
export function draw(scene) {
  let svg = bgLinen(scene, "#d9a640", { weave: 0.45 });
  svg += napkin(scene, -40, 540, 360, 420, -14, {
    color: "#f6f0e4",
    stripe: "#b91c1c",
    stripes: 3,
  });
  svg += spoon(scene, 170, 620, 60, 330);
  svg += citrusWedge(scene, 1050, 150, 140, 30, "lime");
  svg += citrusWedge(scene, 1120, 260, 120, -40, "lime");
  for (const [x, y] of scatter(scene, 14, 1060, 740, 80))
    svg += `<g filter="${scene.dropShadow(1.5, 2.5, 2, 0.4)}"><ellipse cx="${num(x)}" cy="${num(y)}" rx="11" ry="7.5" transform="rotate(${num(scene.random(0, 180))} ${num(x)} ${num(y)})" fill="${scene.radialGradient(
      [
        [0, "#5a4a44"],
        [1, "#141010"],
      ],
      0.35,
      0.3,
      0.7,
    )}"/></g>`;
  const cx = 580;
  const cy = 450;
  svg += bowl(
    scene,
    cx,
    cy,
    350,
    (x, y, r) => {
      let contents = riceBed(scene, x, y, r, r, { n: 500 });
      contents += herbFlecks(scene, scatter(scene, 40, x, y, r * 0.9), { size: 4, shadow: false });
      /**
       * An avoid test for scatter() that leaves only the ring sector from a0° to a1°.
       * @param {number} a0
       * @param {number} a1
       * @returns {(px: number, py: number) => boolean}
       */
      const inSector =
        (a0, a1, rmin = 0.32) =>
        (px, py) => {
          const angle = (toDegrees(Math.atan2(py - y, px - x)) + 360) % 360;
          const distance = Math.hypot(px - x, py - y) / r;
          return !(angle >= a0 && angle < a1 && distance > rmin && distance < 0.93);
        };
      contents += group(
        `filter="${scene.dropShadow(1.5, 2.5, 2, 0.4)}"`,
        scatter(scene, 170, x, y, r, r, { avoid: inSector(0, 72) })
          .map(
            ([px, py]) =>
              `<ellipse cx="${num(px)}" cy="${num(py)}" rx="12" ry="8" transform="rotate(${num(scene.random(0, 180))} ${num(px)} ${num(py)})" fill="${scene.radialGradient(
                [
                  [0, "#5a4a44"],
                  [0.5, "#2a2220"],
                  [1, "#141010"],
                ],
                0.35,
                0.3,
                0.7,
              )}"/><ellipse cx="${num(px - 3)}" cy="${num(py - 3)}" rx="4" ry="1.6" fill="#fff" opacity="0.4"/>`,
          )
          .join(""),
      );
      contents += group(
        `filter="${scene.dropShadow(1.5, 2.5, 2, 0.35)}"`,
        scatter(scene, 200, x, y, r, r, { avoid: inSector(72, 144) })
          .map(
            ([px, py]) =>
              `<rect x="${num(px - 6)}" y="${num(py - 7)}" width="12" height="14" rx="4" transform="rotate(${num(scene.random(0, 180))} ${num(px)} ${num(py)})" fill="${
                scene.rng() < 0.15
                  ? "#b8782a"
                  : scene.radialGradient(
                      [
                        [0, "#fff09a"],
                        [1, "#f2c41e"],
                      ],
                      0.35,
                      0.3,
                      0.7,
                    )
              }"/>`,
          )
          .join(""),
      );
      contents += dice(
        scene,
        scatter(scene, 110, x, y, r, r, { avoid: inSector(144, 216) }),
        ["#e0301e", "#c82414", "#e94a2a"],
        15,
      );
      contents += dice(
        scene,
        scatter(scene, 40, x, y, r, r, { avoid: inSector(144, 216) }),
        ["#ffffff", "#f3efe4"],
        10,
      );
      contents += herbFlecks(scene, scatter(scene, 25, x, y, r, r, { avoid: inSector(144, 216) }), {
        size: 5,
      });
      const ax = x + Math.cos(toRadians(252)) * r * 0.6;
      const ay = y + Math.sin(toRadians(252)) * r * 0.6;
      contents += avocadoFan(scene, ax - 95, ay - 40, 180, 10, { n: 5, spread: 10 });
      contents += shreds(
        scene,
        scatter(scene, 110, x, y, r, r, { avoid: inSector(288, 360) }),
        ["#f7c548", "#f0b030", "#ffd86a"],
        32,
        5,
      );
      contents += `<g filter="${scene.layeredShadow(0.3, 1)}"><path d="${blob(scene, x, y, 70, 64, { n: 10, jit: 0.1 })}" fill="${scene.radialGradient(
        [
          [0, "#ffffff"],
          [0.7, "#fbf8f0"],
          [1, "#e6e0d2"],
        ],
        0.4,
        0.35,
        0.65,
      )}"/><path d="${openCurve(arcPoints(x, y, 35, 180, 480, 10))}" stroke="#e2dccd" stroke-width="5" fill="none"/></g>`;
      contents += cilantro(scene, x + 20, y - 10, 26, 30);
      contents += chiliFlakes(scene, scatter(scene, 20, x, y, r * 0.8), 3);
      return contents;
    },
    { outer: "#c8603a", outerEdge: "#8a3a1e", inner: "#f3ebe0", innerDark: "#cdbfae", fill: 0.93 },
  );
  return svg + photoLighting(scene);
}
