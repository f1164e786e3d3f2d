import React from "react";
import { render, screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteConfig } from "../../config/site-config";
import { QR_CAPTION, QrCode, qrLabel } from "./qr-code";

const SVG = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 37 37"><path d="M0 0h1"/></svg>';

describe("QrCode", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({ downloadQrCode: { svg: SVG } });
  });

  it("shows the build-time drawing as one named image with its caption", () => {
    render(<QrCode />);
    const image = screen.getByRole("img", { name: qrLabel(siteConfig.productName) });
    expect(image.querySelector("svg")).toHaveAttribute("viewBox", "0 0 37 37");
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
