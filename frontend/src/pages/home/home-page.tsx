import { HomeFeatures } from './home-features';
import { HomeHero } from './home-hero';
import { HomeSteps } from './home-steps';

/** The front page. The topic picker of a later issue goes between the hero and the features. */
export default function HomePage() {
  return (
    <>
      <HomeHero />
      <HomeSteps />
      <HomeFeatures />
    </>
  );
}
