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

/** The drawing sits inside an element that names it, so the drawing itself is hidden. */
export const qrSvg = async (text: string): Promise<string> =>
  (await QRCode.toString(text, { ...QR_OPTIONS })).replace(/^<svg /, '<svg aria-hidden="true" ');
