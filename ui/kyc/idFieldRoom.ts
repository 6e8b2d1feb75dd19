/**
 * How many characters an ID number's field takes: the number's own length and room for the spaces
 * and dashes it is often copied with (the checks and the payloads drop them). Cut at the number's
 * length, a pasted "GODE-561231-GR8" would silently lose its last characters; a number too long
 * after that room still gets the field's message.
 */
export const ID_ROOM = { curp: 22, rfc: 17, nss: 15, bvn: 15 } as const;

/**
 * The same for an address (at most 100 characters, SPEC section 5): one pasted from a map or a chat is
 * often longer, and cut at 100 it would silently lose its end (the landmark). With room it stays whole
 * under the message "The address must be 2 to 100 characters".
 */
export const ADDRESS_ROOM = 160;
