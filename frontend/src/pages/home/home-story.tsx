import { memo } from 'react';
import { HomeFeatures } from './home-features';
import { HomeSteps } from './home-steps';

/**
 * 'Slik fungerer det' and what Avtalt offers: the static sections below the topic picker. A chunk of its
 * own, requested as the front page first renders (docs/compression-and-code-splitting.md): they are
 * below the fold on every screen, so the page's first paint does not wait for them. Memoised: the
 * page re-renders as the user and the topics arrive, these sections never change.
 */
function HomeStory() {
  return (
    <>
      <HomeSteps />
      <HomeFeatures />
    </>
  );
}

export default memo(HomeStory);
