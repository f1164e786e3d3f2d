import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteConfig } from "../../config/site-config";
import { en } from "../../i18n/dictionaries";
import { fill } from "../../i18n/words";
import { QrCode } from "./qr-code";

const QR_CAPTION = en.storeBadges.qrCaption;
const qrLabel = (productName: string) => fill(en.storeBadges.qrLabel, { productName });

const CODE = { src: "/static/download-qr-0123456789abcdef.svg", modules: 37 };

describe("QrCode", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({ downloadQrCode: CODE });
  });

  it("shows the build-time drawing as one named image with its caption, fetched lazily", () => {
    render(<QrCode />);
    const image = screen.getByRole("img", { name: qrLabel(siteConfig.productName) });
    expect(image).toHaveAttribute("src", CODE.src);
    expect(image).toHaveAttribute("loading", "lazy");
    expect(image).toHaveAttribute("width", "37");
    expect(image).toHaveAttribute("height", "37");
    const figure = screen.getByRole("figure");
    expect(figure).toContainElement(image);
    expect(figure.querySelector("figcaption")).toHaveTextContent(QR_CAPTION);
    expect(QR_CAPTION).toBe("Scan with your phone");
    expect(qrLabel("Pantry Chef")).toBe("QR code: open Pantry Chef on your phone");
  });

  it("renders nothing when the build made no code", () => {
    jest.mocked(useStaticQuery).mockReturnValue({ downloadQrCode: null });
    const { container } = render(<QrCode />);
    expect(container).toBeEmptyDOMElement();
  });
});
