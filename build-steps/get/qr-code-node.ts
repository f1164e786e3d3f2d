import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { SourceNodesArgs } from "gatsby";
import { QR_SOURCE } from "../../src/get/constants";
import { downloadUrl } from "../../src/get/download-url";
import { qrFileName, qrModules, qrSvg } from "./qr-svg";

/** Where the drawing is written in the built site: Gatsby's folder for files cached for a year. */
export const QR_FILE_FOLDER = "static";

/**
 * The QR code for the download link, drawn once per build so its encoder stays out of the browser,
 * and written as a file of its own: phones, which hide it, never fetch it, and no page carries it.
 */
export const createQrCodeNode = async (
  { actions, createNodeId, createContentDigest }: SourceNodesArgs,
  siteUrl: string,
  publicDir: string,
): Promise<void> => {
  const url = downloadUrl(siteUrl, QR_SOURCE);
  const svg = await qrSvg(url);
  const src = `/${QR_FILE_FOLDER}/${qrFileName(svg)}`;
  await mkdir(path.join(publicDir, QR_FILE_FOLDER), { recursive: true });
  await writeFile(path.join(publicDir, src), svg);
  const modules = qrModules(svg);
  actions.createNode({
    id: createNodeId(`DownloadQrCode ${url}`),
    url,
    src,
    modules,
    internal: { type: "DownloadQrCode", contentDigest: createContentDigest({ url, src, modules }) },
  });
};
