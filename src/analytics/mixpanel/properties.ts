import type { Properties } from "../events";
import { MIXPANEL_LIMITS } from "./constants";

export const truncateProperties = (
  properties: Properties,
  maxLength: number = MIXPANEL_LIMITS.propertyMaxLength,
): Properties =>
  Object.fromEntries(
    Object.entries(properties).map(([key, value]) => [
      key,
      typeof value === "string" ? value.slice(0, maxLength) : value,
    ]),
  );
