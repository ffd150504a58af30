/**
 * The versions (catalogue-version.rules.ts, topicVersion) each catalogue topic had in the release before
 * versions were stored (the catalogue of commit 79410cc, before issue 33 changed its content): a topic seeded
 * before versions existed whose stored content has one of these versions is the catalogue's, unedited, and is
 * brought to the current version at start. Any other content counts as edited (docs/catalogue-versions.md).
 * Computed once from that commit's catalogue; it never changes, since every topic seeded from now on stores
 * its version.
 */
export const PAST_CATALOGUE_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  'samboeravtale': ['b22276ee73ac3e8615d560dc581c3b005dc7f2020cd46faeb8aff8f75d00c9c1'],
  'bofellesskap': ['8277593afcc04e4f52b7ce7a29952998feb9b1c9a48c6ff78daa52264b473308'],
  'lan-mellom-privatpersoner': ['6134f2759699af7ef00b4cd33d4bc2dedd6fe2b91d335dade9713e71dc57d239'],
  'ferie-sammen': ['99f6d30a5d01d7bc7e66c893f023f7b8eeace85ca12cf2aa577a4e41ef84b270'],
  'felles-hytte': ['7762ec6c72a7b922ea3f0082592da97ffa03a36bc5baaa497f2441df4fdcacef'],
  'felles-bil': ['439ff41409e17e44b8129cf2c128dc564f535046e13dd1a22f7d36acac17f248'],
  'felles-kjaeledyr': ['c8c0edec2178571a17163a1f536c1404208c03d0147e87450e629929c44b9740'],
  'husarbeid': ['1040dfdacd675bd456237c79f39d2133828b08df160e07ee913d8caf733f7cf1'],
  'samvaersavtale': ['8d14b95cf8ee2269cc60cfe8700114432448c89eead2adab5585f4e7131de6a5'],
  'bryllup-og-fest': ['4a2b79b64960bd2c2688198eeb3b1e26a50ce3ccbceaec07c7daf6efd48bf7ee'],
  'prosjektsamarbeid': ['ea738843fe3383fee627817f0831ce66eea1e949540d65d7097915860e7a871f'],
  'naboavtale': ['e6b97b5b0bfec246f090e8daadd405315e57df72fe3f479ada327bd409e9c176'],
  'bruktbil-privat': ['d7aacc0122afb56729ed7beccdb1e0bb95c6c3d72813925a48fef479bf1d65a5'],
  'hybel-utleie': ['7d4ae5e38daf5843ed6c792ec7b685407e46cba983d0785fc60c410a156f4874'],
};
