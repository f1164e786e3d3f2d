import crypto from "node:crypto";
import QRCode from "qrcode";

/**
 * Runs at build time only (gatsby-node), so the encoder never reaches the browser. Level M and the
 * standard four-module quiet zone keep the code readable by phone cameras off a screen; the dark
 * and light colours are the site's text and surface colours (contrast 16:1).
 */
export const QR_OPTIONS = {
  type: "svg",
  errorCorrectionLevel: "M",
  margin: 4,
  color: { dark: "#2a1d14", light: "#ffffff" },
} as const;

/** The drawing as a file of its own: the page shows it with an image that names it. */
export const qrSvg = async (text: string): Promise<string> =>
  QRCode.toString(text, { ...QR_OPTIONS });

/** The drawing's width in modules, quiet zone included, from its `viewBox`. */
export const qrModules = (svg: string): number => {
  const modules = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
  if (!Number.isInteger(modules)) throw new Error("The QR code's SVG has no square viewBox.");
  return modules;
};

/** The file's name, after its content, so that it can be cached for a year. */
export const qrFileName = (svg: string): string =>
  `download-qr-${crypto.createHash("sha256").update(svg).digest("hex").slice(0, 16)}.svg`;
