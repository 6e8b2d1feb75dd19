/** The two markets the validators know about. Kept local so services/validation has no other dependency. */
export type Market = 'ng' | 'mx';
