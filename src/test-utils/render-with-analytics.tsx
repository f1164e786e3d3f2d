import React, { type ReactElement } from "react";
import { render } from "@testing-library/react";
import { AnalyticsProvider, type AnalyticsClient } from "../analytics";

export const makeAnalytics = (overrides: Partial<AnalyticsClient> = {}): AnalyticsClient => ({
  sendsRequests: true,
  track: jest.fn(),
  request: jest.fn(),
  pageView: jest.fn(),
  identify: jest.fn(),
  reset: jest.fn(),
  setUserProperty: jest.fn(),
  setUserPropertyOnce: jest.fn(),
  openPrivacyChoices: jest.fn(),
  ...overrides,
});

export const renderWithAnalytics = (
  ui: ReactElement,
  client: AnalyticsClient = makeAnalytics(),
) => ({
  client,
  ...render(<AnalyticsProvider client={client}>{ui}</AnalyticsProvider>),
});
