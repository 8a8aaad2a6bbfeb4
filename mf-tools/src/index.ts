// Standalone entry for the team's own `npm run dev`; the site itself loads ./routes.
import('./bootstrap');
