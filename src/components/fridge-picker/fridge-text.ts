/** The field's id, which the server's field and the combobox share. */
export const INPUT_ID = "fridge-ingredient";
