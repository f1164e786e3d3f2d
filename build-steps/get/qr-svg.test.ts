/**
 * @jest-environment node
 */
import jsQR from "jsqr";
import sharp from "sharp";
import { DEFAULTS } from "../../src/config/site-config";
import { downloadUrl } from "../../src/get/download-url";
import { QR_SOURCE } from "../../src/get/constants";
import { QR_OPTIONS, qrFileName, qrModules, qrSvg } from "./qr-svg";

/** The size the page shows it at on desktop (8.5rem). */
const SHOWN_PX = 136;

const rasterise = async (svg: string, widthPx: number) => {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  const { data, info } = await sharp(Buffer.from(svg), { density: (72 * widthPx) / modules })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { pixels: new Uint8ClampedArray(data), width: info.width, height: info.height, modules };
};

const URL = downloadUrl(DEFAULTS.siteUrl, QR_SOURCE);

describe("qrSvg", () => {
  it("draws the /get/?src=qr link so that a reader decodes it at the size shown", async () => {
    expect(URL).toBe("https://www.example.com/get/?src=qr");
    const { pixels, width, height } = await rasterise(await qrSvg(URL), SHOWN_PX);
    expect(width).toBeGreaterThanOrEqual(SHOWN_PX - 1);
    expect(jsQR(pixels, width, height)?.data).toBe(URL);
  });

  it("decodes a long custom domain too", async () => {
    const long = downloadUrl("https://recipes.pantry-chef-labs.example.co.uk", QR_SOURCE);
    const { pixels, width, height } = await rasterise(await qrSvg(long), SHOWN_PX);
    expect(jsQR(pixels, width, height)?.data).toBe(long);
  });

  it("keeps a quiet zone of four light modules on every side", async () => {
    const { pixels, width, modules } = await rasterise(await qrSvg(URL), 37 * 8);
    const modulePx = width / modules;
    const quietPx = Math.floor(QR_OPTIONS.margin * modulePx) - 1;
    const dark = (x: number, y: number) => (pixels[(y * width + x) * 4] ?? 255) < 128;
    const edges = [...Array(width).keys()].flatMap((i) =>
      [...Array(quietPx).keys()].flatMap((d) => [
        dark(i, d),
        dark(i, width - 1 - d),
        dark(d, i),
        dark(width - 1 - d, i),
      ]),
    );
    expect(edges.some(Boolean)).toBe(false);
    // ...and the code starts right after it: the finder pattern's corner is dark.
    expect(
      dark(
        Math.ceil(QR_OPTIONS.margin * modulePx) + 1,
        Math.ceil(QR_OPTIONS.margin * modulePx) + 1,
      ),
    ).toBe(true);
  });

  it("is a file of its own, named after its content, with its width in modules", async () => {
    const svg = await qrSvg(URL);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(qrModules(svg)).toBe(37);
    expect(qrFileName(svg)).toMatch(/^download-qr-[0-9a-f]{16}\.svg$/);
    expect(qrFileName(svg)).toBe(qrFileName(await qrSvg(URL)));
    expect(qrFileName(svg)).not.toBe(qrFileName(await qrSvg(`${URL}&x=1`)));
  });

  it("uses error correction M and dark on light", async () => {
    expect(QR_OPTIONS.errorCorrectionLevel).toBe("M");
    const svg = await qrSvg(URL);
    expect(svg).toContain(`fill="${QR_OPTIONS.color.light}"`);
    expect(svg).toContain(`stroke="${QR_OPTIONS.color.dark}"`);
  });
});
