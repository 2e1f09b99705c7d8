import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { colors, radii, elevation, space, typography } from './tokens.ts';
import { ThemeProvider } from './ThemeProvider.tsx';

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: var(--space-3);
`;
const Swatch = styled.figure`
  margin: 0;
  border: 1px solid var(--color-border);
  border-radius: var(--radius-md);
  overflow: hidden;
  font-size: var(--font-size-xs);
  & > div {
    height: 40px;
  }
  & > figcaption {
    padding: var(--space-1) var(--space-2);
  }
`;
const Sample = styled.p`
  margin: 0 0 var(--space-2);
`;
const Box = styled.div`
  width: 120px;
  height: 48px;
  background: var(--color-bg);
  border: 1px solid var(--color-border);
`;

function Tokens() {
  return (
    <div>
      <h2>Colours</h2>
      <Grid>
        {Object.entries(colors).map(([name, value]) => (
          <Swatch key={name}>
            <div style={{ background: `var(--${name})` }} />
            <figcaption>
              --{name}
              <br />
              {value}
            </figcaption>
          </Swatch>
        ))}
      </Grid>
      <h2>Type scale</h2>
      {Object.keys(typography)
        .filter((name) => name.startsWith('font-size'))
        .map((name) => (
          <Sample key={name} style={{ fontSize: `var(--${name})` }}>
            --{name}: Maintain Applicants
          </Sample>
        ))}
      <h2>Spacing, radii, elevation</h2>
      <Grid>
        {Object.keys(space).map((name) => (
          <Sample key={name}>
            --{name}
            <span
              style={{ display: 'block', height: 8, width: `var(--${name})`, background: 'var(--color-primary)' }}
            />
          </Sample>
        ))}
        {Object.keys(radii).map((name) => (
          <Box key={name} style={{ borderRadius: `var(--${name})` }}>
            --{name}
          </Box>
        ))}
        {Object.keys(elevation)
          .filter((name) => name.startsWith('shadow'))
          .map((name) => (
            <Box key={name} style={{ boxShadow: `var(--${name})` }}>
              --{name}
            </Box>
          ))}
      </Grid>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme',
  component: ThemeProvider,
  render: () => <Tokens />,
} satisfies Meta<typeof ThemeProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const DesignTokens: Story = {};
