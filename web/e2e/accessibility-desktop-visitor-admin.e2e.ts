import { VIEWPORTS, routesNotShown } from './support/accessibility-screens';
import { accessibilityJourney } from './support/accessibility-journey';

// Every screen a visitor and an admin reach, on a desktop, checked with axe-core.
jest.setTimeout(120_000);

accessibilityJourney(VIEWPORTS[0], ['visitor', 'admin']);

it('shows every route of the app (paths.ts) on some screen', () => {
  expect(routesNotShown()).toEqual([]);
});
