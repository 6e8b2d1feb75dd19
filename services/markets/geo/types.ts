/** A first-level division (Nigerian state / Mexican estado) with its districts (LGAs / municipios). */
export interface GeoState {
  /** Stable code: ISO 3166-2 subdivision code without the country prefix (NG-LA -> 'LA', MX-JAL -> 'JAL'). */
  readonly code: string;
  readonly name: string;
  /** District names, as shown and as sent to the server (the SPEC `city` field). */
  readonly districts: readonly string[];
}

export type Geography = readonly GeoState[];
