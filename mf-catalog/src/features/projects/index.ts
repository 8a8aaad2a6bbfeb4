// What other features use of the projects feature: the catalogue's reads and its cards and badges.
export { useFeaturedProjects, useNewlyLaunchedProjects } from './api/get-carousel-projects';
export { useProjects } from './api/get-projects';
export { useProject } from './api/get-project';
export { FeaturedBadge, ReraBadge, StatusBadge } from './components/project-badges';
export { ProjectCard, ProjectCardSkeleton } from './components/project-card';
export { WishlistButton } from './components/wishlist-button';
