import { tearDown } from './migrated-template';

export default tearDown;
