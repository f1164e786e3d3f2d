/** The footer's button that reopens the bar; its own module, so the bar's words stay out of first load. */
export const PRIVACY_CHOICES_LABEL = "Privacy choices";
