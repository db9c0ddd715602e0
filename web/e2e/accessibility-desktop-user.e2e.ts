import { VIEWPORTS } from './support/accessibility-screens';
import { accessibilityJourney } from './support/accessibility-journey';

// Every screen a signed-in user reaches, on a desktop, checked with axe-core.
jest.setTimeout(120_000);

accessibilityJourney(VIEWPORTS[0], ['user']);
