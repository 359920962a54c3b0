export { Badge } from './badge';
export { formatBadgeCount } from './format';
