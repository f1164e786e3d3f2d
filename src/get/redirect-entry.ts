import { routeToStore, type RedirectSettings } from "./redirect";
import { sendEvent } from "./send-event";

declare const GET_REDIRECT_SETTINGS: RedirectSettings;

routeToStore(window, GET_REDIRECT_SETTINGS, sendEvent);
