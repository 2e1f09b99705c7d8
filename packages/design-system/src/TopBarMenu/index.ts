export { TopBarMenu } from './TopBarMenu.tsx';
export type { TopBarMenuProps, TopBarMenuItem } from './TopBarMenu.tsx';
