import React, { createContext, useContext, type ReactNode } from "react";
import { type AnalyticsClient, silentClient } from "./client";
import { ERROR_MESSAGES } from "./constants";

const AnalyticsContext = createContext<AnalyticsClient | null>(null);

type AnalyticsProviderProps = { client?: AnalyticsClient; children: ReactNode };

export const AnalyticsProvider = ({ client = silentClient, children }: AnalyticsProviderProps) => (
  <AnalyticsContext.Provider value={client}>{children}</AnalyticsContext.Provider>
);

export const useAnalytics = (): AnalyticsClient => {
  const client = useContext(AnalyticsContext);
  if (!client) throw new Error(ERROR_MESSAGES.outsideProvider);
  return client;
};
