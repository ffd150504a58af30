/**
 * Every version (catalogue-version.rules.ts, topicVersion) each catalogue topic has had, oldest first, the
 * current one LAST (docs/catalogue-versions.md). A change to a topic's content changes its version, and the
 * unit spec fails until the new version is appended here: the catalogue change carries its version.
 *
 * What the list is for:
 * - a stored version found in it before the current one is older: the topic is updated (or, edited, offered);
 * - a stored version not in it was written by a newer release (a replica of an older one restarting during a
 *   rolling update, or a rollback): it is left alone, so an older release never reverts a newer one's update;
 * - a topic seeded before versions were stored whose content has one of these versions is that version.
 * The first entry of each topic is its content in the release before versions were stored (commit 79410cc).
 */
export const CATALOGUE_VERSIONS: Readonly<Record<string, readonly string[]>> = {
  samboeravtale: [
    'b22276ee73ac3e8615d560dc581c3b005dc7f2020cd46faeb8aff8f75d00c9c1',
    '95e5dfa784666bfcb5e27d14a0fc3f87511531274421ebf02e911d2580533356',
  ],
  bofellesskap: [
    '8277593afcc04e4f52b7ce7a29952998feb9b1c9a48c6ff78daa52264b473308',
    '4c31f5ef557337cba9f99491397ec0ff6237bbe676aa5a91f4f94ad2a532da3e',
  ],
  'lan-mellom-privatpersoner': [
    '6134f2759699af7ef00b4cd33d4bc2dedd6fe2b91d335dade9713e71dc57d239',
    'daaad4b516d242a74a15145f1ae658f9cdd9e6f584f256604256850da588b7f0',
    '47d0a49bbc0e4796b6496071dee46ea4e17041546aeaeae300d9e03a5199ea00',
  ],
  'ferie-sammen': ['99f6d30a5d01d7bc7e66c893f023f7b8eeace85ca12cf2aa577a4e41ef84b270'],
  'felles-hytte': [
    '7762ec6c72a7b922ea3f0082592da97ffa03a36bc5baaa497f2441df4fdcacef',
    '0b47878182323a0832a6c2e6105a2498f0cadf5c3559f0ee61643c4c12b63a6e',
    '58107e38a09aa1313620aba3d161a68ce912e5bded3a763425033a12913687c6',
  ],
  'felles-bil': [
    '439ff41409e17e44b8129cf2c128dc564f535046e13dd1a22f7d36acac17f248',
    '5b999cc7ff129922e79cd432f2bd4b4576ecd80126bed92a709b5af1eb51caea',
  ],
  'felles-kjaeledyr': ['c8c0edec2178571a17163a1f536c1404208c03d0147e87450e629929c44b9740'],
  husarbeid: ['1040dfdacd675bd456237c79f39d2133828b08df160e07ee913d8caf733f7cf1'],
  samvaersavtale: [
    '8d14b95cf8ee2269cc60cfe8700114432448c89eead2adab5585f4e7131de6a5',
    'e2595c1014ba744af880781d75ac698d73bea24fbf79dfd572697c650d5f331b',
    '765d0e82783384e54f71c288703f9296e1cb67f18b8cef644c9f4c86cf6498ad',
  ],
  'bryllup-og-fest': [
    '4a2b79b64960bd2c2688198eeb3b1e26a50ce3ccbceaec07c7daf6efd48bf7ee',
    'e751694aafe9efb3d5ed82885c39197de97346cbca16d3510205f4231e665ee3',
  ],
  prosjektsamarbeid: [
    'ea738843fe3383fee627817f0831ce66eea1e949540d65d7097915860e7a871f',
    '0f54fd34f94cc438669cf6b85b288ab2dcd8c258945ea83d9bbc5846fbed1b21',
  ],
  naboavtale: [
    'e6b97b5b0bfec246f090e8daadd405315e57df72fe3f479ada327bd409e9c176',
    '515f94e3e60655b518751f7733bb54e8d9309b3d2c8cc2c7905d4298990fb9de',
  ],
  'bruktbil-privat': [
    'd7aacc0122afb56729ed7beccdb1e0bb95c6c3d72813925a48fef479bf1d65a5',
    '1d7ceadbb9d61d7cfb0bed025e92ac5131e4b4c40dc61facd566aec5f2dc5857',
  ],
  'hybel-utleie': [
    '7d4ae5e38daf5843ed6c792ec7b685407e46cba983d0785fc60c410a156f4874',
    '7d1211da2ef0445c44d5c79b64dcd5e7977ba5a81e88e6b3f14ec95a89ab98c0',
    '05983eaeab4b64c52aeb8bffa429704666bdc1caa23d07e79c41713820f7bb6d',
    '7d98e9ab5e6ff3e373f7ccde842812fa2b5bac90ed9aa18af4a0e3d8f635a5cb',
  ],
};
