import type { SourceNodesArgs } from "gatsby";
import { QR_SOURCE } from "../../src/get/constants";
import { downloadUrl } from "../../src/get/download-url";
import { qrSvg } from "./qr-svg";

/** The QR code for the download link, drawn once per build so its encoder stays out of the browser. */
export const createQrCodeNode = async (
  { actions, createNodeId, createContentDigest }: SourceNodesArgs,
  siteUrl: string,
): Promise<void> => {
  const url = downloadUrl(siteUrl, QR_SOURCE);
  const svg = await qrSvg(url);
  actions.createNode({
    id: createNodeId(`DownloadQrCode ${url}`),
    url,
    svg,
    internal: { type: "DownloadQrCode", contentDigest: createContentDigest({ url, svg }) },
  });
};
