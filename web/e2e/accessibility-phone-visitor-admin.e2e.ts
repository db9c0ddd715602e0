import { VIEWPORTS } from './support/accessibility-screens';
import { accessibilityJourney } from './support/accessibility-journey';

// Every screen a visitor and an admin reach, on a phone, checked with axe-core.
jest.setTimeout(120_000);

accessibilityJourney(VIEWPORTS[1], ['visitor', 'admin']);
