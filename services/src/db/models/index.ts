export { User } from './user';
export { Project, type PlotSize, type Specification } from './project';
export { StoredFile } from './stored-file';
export { SocialMediaLink } from './social-media-link';
export { Notification } from './notification';
export { WishlistItem } from './wishlist-item';
