export { Link, type LinkProps } from './link';
export { useNavigationStarts } from './navigation-start';
