// Applies the Storybook preview (ThemeProvider decorator, parameters) and the accessibility addon
// to the stories composed here, as the Storybook UI renders them: one run of a story is its render,
// its play function, axe (the addon's afterEach, which fails the test on a violation) and then its
// screenshot (ADR 228).
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import preview from '../preview.tsx';

setProjectAnnotations([a11yAnnotations, preview]);
