/** The page of an unknown address, in bokmål (the source catalogue of the `notFound` namespace). */
export const nb = {
  // The spec fixes this heading in English.
  heading: '404 Page Not Found',
  text: 'Siden du leter etter finnes ikke, eller den kan ha blitt flyttet.',
  toFrontPage: 'Til forsiden',
} as const;
