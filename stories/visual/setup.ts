// Applies the Storybook preview (ThemeProvider decorator, parameters) to stories composed in the
// visual test, exactly as the Storybook UI renders them.
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../preview.tsx';

setProjectAnnotations([preview]);
