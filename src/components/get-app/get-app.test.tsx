import React from "react";
import { screen } from "@testing-library/react";
import { useStaticQuery } from "gatsby";
import { siteConfig } from "../../config/site-config";
import { renderWithAnalytics } from "../../test-utils/render-with-analytics";
import { qrLabel } from "../qr-code/qr-code";
import { GetApp, PHONE_EXPLANATION } from "./get-app";
import { getAppTitle } from "./get-app-title";

describe("GetApp", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      downloadQrCode: { src: "/static/download-qr-0123456789abcdef.svg", modules: 37 },
    });
  });

  it("offers both stores, the QR code and what the link does on a phone", () => {
    renderWithAnalytics(<GetApp />);
    expect(
      screen.getByRole("heading", { level: 1, name: getAppTitle(siteConfig.productName) }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: /Download on the App Store/ })).toHaveAttribute(
      "href",
      siteConfig.appStoreUrl,
    );
    expect(screen.getByRole("link", { name: /Get it on Google Play/ })).toHaveAttribute(
      "href",
      siteConfig.playStoreUrl,
    );
    expect(screen.getByRole("img", { name: qrLabel(siteConfig.productName) })).toBeInTheDocument();
    expect(screen.getByText(PHONE_EXPLANATION)).toBeInTheDocument();
  });

  it("has a line for each store, for while a phone is on its way there", () => {
    renderWithAnalytics(<GetApp />);
    expect(screen.getByText(/^Opening the App Store… If it does not open/)).toBeInTheDocument();
    expect(screen.getByText(/^Opening Google Play… If it does not open/)).toBeInTheDocument();
  });
});
