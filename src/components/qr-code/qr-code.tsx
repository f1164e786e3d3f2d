import React from "react";
import { graphql, useStaticQuery, withPrefix } from "gatsby";
import { useSiteConfig } from "../../config/use-site-config";
import { useTexts } from "../../i18n/texts";
import { fill } from "../../i18n/words";
import * as styles from "./qr-code.module.css";

type QrCodeProps = { size?: "regular" | "large"; className?: string };

/** Named one by one, so the build keeps the class names as constants (store-badge.tsx). */
const SIZE_CLASS = { regular: styles.regular, large: styles.large };

/**
 * The /get/?src=qr link as a QR code drawn at build time, in a file of its own; hidden on phones,
 * where the lazy image is never fetched.
 */
export const QrCode = ({ size = "regular", className }: QrCodeProps) => {
  const { productName } = useSiteConfig();
  const texts = useTexts("storeBadges");
  const { downloadQrCode } = useStaticQuery<Queries.DownloadQrCodeQuery>(graphql`
    query DownloadQrCode {
      downloadQrCode {
        src
        modules
      }
    }
  `);
  if (!downloadQrCode) return null;
  return (
    <figure className={`${styles.qr} ${SIZE_CLASS[size]} ${className ?? ""}`}>
      <img
        className={styles.code}
        src={withPrefix(downloadQrCode.src)}
        alt={fill(texts.qrLabel, { productName })}
        width={downloadQrCode.modules}
        height={downloadQrCode.modules}
        loading="lazy"
        decoding="async"
      />
      <figcaption className={styles.caption}>{texts.qrCaption}</figcaption>
    </figure>
  );
};
