import { routeToStore, type RedirectSettings } from "./redirect";
import { beaconSender } from "./send-event";

declare const GET_REDIRECT_SETTINGS: RedirectSettings;

routeToStore(
  window,
  GET_REDIRECT_SETTINGS,
  beaconSender(
    window,
    GET_REDIRECT_SETTINGS.analytics.token,
    GET_REDIRECT_SETTINGS.analytics.apiHost,
  ),
);
